export type Season = "winter" | "summer" | "autumn";
export type TimeOfDay = "day" | "morning" | "sunset" | "dusk" | "snowfall";
export type PeakStyle = "sharp" | "pyramid" | "jagged" | "plateau" | "rounded" | "twin";

/** What a scene looks like outside: drives the palette and the mountain shapes. */
export interface Look {
  season: Season;
  time: TimeOfDay;
  peaks: PeakStyle;
}
