import {
  Accessibility,
  ArrowUpDown,
  Baby,
  Bath,
  BedDouble,
  Bike,
  BookOpen,
  CableCar,
  Car,
  Check,
  CigaretteOff,
  Coffee,
  CookingPot,
  Dices,
  Dog,
  EvCharger,
  Fence,
  Flame,
  Heater,
  type LucideIcon,
  Microwave,
  Mountain,
  MountainSnow,
  PawPrint,
  Presentation,
  Refrigerator,
  ShowerHead,
  Snowflake,
  Sofa,
  SquareParking,
  Sun,
  ToyBrick,
  Trees,
  Tv,
  Utensils,
  Warehouse,
  WashingMachine,
  Waves,
  Wifi,
} from "lucide-react";

// A fixed set of icons, imported one by one: a dynamic lookup in lucide's full map would ship
// every icon. Keys are lucide's kebab-case names, as stored in the amenities JSON.
const ICONS: Record<string, LucideIcon> = {
  accessibility: Accessibility,
  "arrow-up-down": ArrowUpDown,
  baby: Baby,
  bath: Bath,
  "bed-double": BedDouble,
  bike: Bike,
  "book-open": BookOpen,
  "cable-car": CableCar,
  car: Car,
  "cigarette-off": CigaretteOff,
  coffee: Coffee,
  "cooking-pot": CookingPot,
  dices: Dices,
  dog: Dog,
  "ev-charger": EvCharger,
  fence: Fence,
  flame: Flame,
  heater: Heater,
  microwave: Microwave,
  mountain: Mountain,
  "mountain-snow": MountainSnow,
  parking: SquareParking,
  "paw-print": PawPrint,
  presentation: Presentation,
  refrigerator: Refrigerator,
  "shower-head": ShowerHead,
  snowflake: Snowflake,
  sofa: Sofa,
  "square-parking": SquareParking,
  sun: Sun,
  "toy-brick": ToyBrick,
  trees: Trees,
  tv: Tv,
  utensils: Utensils,
  warehouse: Warehouse,
  "washing-machine": WashingMachine,
  waves: Waves,
  wifi: Wifi,
};

/** Accepts "mountain-snow", "MountainSnow" or "mountain_snow". */
function normalize(name: string): string {
  return name
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
    .replace(/[_\s]+/g, "-")
    .toLowerCase();
}

/** The icon for a stored icon name; a check mark when the name is missing or unknown. */
export function AmenityIcon({ name, className }: { name: string | null; className?: string }) {
  const Icon = (name ? ICONS[normalize(name)] : undefined) ?? Check;
  return <Icon className={className} aria-hidden="true" />;
}
