import { handlers } from "@/lib/auth/config";

// next-auth's endpoints (sign-in callbacks, session, CSRF token, Google OAuth redirects).
export const { GET, POST } = handlers;
