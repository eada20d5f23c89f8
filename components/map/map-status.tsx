import { LoaderCircle, MapPinOff } from "lucide-react";

/** What fills the map frame while the script loads, or once it has failed for good. */
export function MapStatus({ text, state }: { text: string; state: "loading" | "failed" }) {
  return (
    <div
      role={state === "failed" ? "alert" : "status"}
      className="flex h-full flex-col items-center justify-center gap-2 p-6 text-center text-sm text-muted-foreground"
    >
      {state === "loading" ? (
        <LoaderCircle className="size-6 motion-safe:animate-spin" aria-hidden="true" />
      ) : (
        <MapPinOff className="size-6" aria-hidden="true" />
      )}
      <span>{text}</span>
    </div>
  );
}
