import "server-only";

// Server code reads and writes the database only through this module (and lib/data/* on top).
export { getDb, type Db } from "./db/client";
export { Prisma } from "@/generated/prisma/client";
