import type { ReactNode } from "react";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";

export interface CompactRow {
  id: string;
  cells: { value: ReactNode; title?: string; className?: string }[];
}

/** The developer page's dense tables: labelled columns, one row per record, scrolling inside its frame. */
export function CompactTable({ headings, rows }: { headings: string[]; rows: CompactRow[] }) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          {headings.map((h) => (
            <TableHead key={h} className="px-2 py-1">
              {h}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id}>
            {row.cells.map((cell, i) => (
              <TableCell key={headings[i]} className={`px-2 py-1 align-top ${cell.className ?? ""}`} title={cell.title}>
                {cell.value}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
