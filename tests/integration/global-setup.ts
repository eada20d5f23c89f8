import pg from "pg";

// Fail fast with a clear message when DATABASE_URL points at a server that is not there.
export default async function setup() {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.info("[integration] no DATABASE_URL: each test file uses an in-memory PGlite");
    return;
  }
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    await client.query("SELECT 1");
  } catch (error) {
    throw new Error(`[integration] cannot reach PostgreSQL at DATABASE_URL (${String(error)})`);
  } finally {
    await client.end().catch(() => {});
  }
  console.info("[integration] PostgreSQL: each test file gets its own database, dropped afterwards");
}
