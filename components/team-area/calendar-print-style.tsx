/**
 * Printing the calendar: only the calendar (not the site's header, sidebar or footer, which this
 * feature does not own, hence visibility rather than their own classes), landscape, the week ahead.
 * React 19 hoists the <style> into the head once (href + precedence).
 */
const CSS = `@media print {
  @page { size: A4 landscape; margin: 10mm; }
  body * { visibility: hidden; }
  [data-print-calendar], [data-print-calendar] * { visibility: visible; }
  [data-print-calendar] { position: absolute; inset: 0 auto auto 0; width: 100%; }
  [data-print-hide] { display: none !important; }
  * { print-color-adjust: exact; -webkit-print-color-adjust: exact; }
}`;

export function CalendarPrintStyle() {
  return (
    <style href="team-calendar-print" precedence="default">
      {CSS}
    </style>
  );
}
