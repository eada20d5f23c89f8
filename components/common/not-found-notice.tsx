import { ArrowLeft, Home } from "lucide-react";
import { Link } from "@/i18n/navigation";
import { Button } from "@/components/ui/button";

/** The body of a 404 page: what was not found and the way back. */
export function NotFoundNotice({
  code,
  title,
  text,
  linkLabel,
  href = "/",
}: {
  code?: string;
  title: string;
  text: string;
  linkLabel: string;
  href?: string;
}) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      {code && <p className="text-6xl font-bold tracking-tight text-primary">{code}</p>}
      <h1 className="mt-4 text-2xl font-semibold tracking-tight md:text-3xl">{title}</h1>
      <p className="mt-3 text-muted-foreground">{text}</p>
      <Button asChild className="mt-8">
        <Link href={href}>
          {href === "/" ? <Home aria-hidden="true" /> : <ArrowLeft aria-hidden="true" />}
          {linkLabel}
        </Link>
      </Button>
    </div>
  );
}
