// pg's internal Result class, patched by the offline migration adapter (prisma/pg-migrate-adapter.ts).
declare module "pg/lib/result.js" {
  const Result: { prototype: { addFields(fields: { dataTypeID: number }[]): void } };
  export default Result;
}
