// `npm run db:seed [-- --allow-demo-users]`: seeds the configured database (DATABASE_URL, or the
// embedded one in PGLITE_DIR). Idempotent.
import { closeDb, createDb } from "@/lib/db/client";
import { seedDemo } from "./seed";

const allowDemoUsers = process.argv.includes("--allow-demo-users");
const handle = await createDb({ seed: false });
try {
  await seedDemo(handle.prisma, { allowDemoUsers });
  const counts = {
    properties: await handle.prisma.property.count(),
    bookings: await handle.prisma.booking.count(),
    rates: await handle.prisma.propertyRate.count(),
    offers: await handle.prisma.offer.count(),
    users: await handle.prisma.user.count(),
  };
  console.info(`[seed] done on ${handle.kind}:`, counts);
} finally {
  await handle.close();
  await closeDb();
}
