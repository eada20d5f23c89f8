import * as React from "react";
import { cn } from "@/lib/utils";
import { asChildOf, variants, type VariantsOf } from "@/lib/ui/variants";

const badgeVariants = variants(
  "inline-flex w-fit shrink-0 items-center justify-center gap-1 overflow-hidden whitespace-nowrap rounded-md border px-2 py-0.5 text-xs font-medium transition-[color,box-shadow] focus-visible:ring-[3px] focus-visible:ring-ring/50 [&>svg]:pointer-events-none [&>svg]:size-3",
  {
    variant: {
      default: "border-transparent bg-primary text-primary-foreground [a&]:hover:bg-primary/90",
      secondary: "border-transparent bg-secondary text-secondary-foreground [a&]:hover:bg-secondary/80",
      destructive: "border-transparent bg-destructive text-white [a&]:hover:bg-destructive/90",
      outline: "text-foreground [a&]:hover:bg-accent [a&]:hover:text-accent-foreground",
    },
  },
  { variant: "default" },
);

function Badge({
  className,
  variant,
  asChild = false,
  children,
  ...props
}: React.ComponentProps<"span"> & VariantsOf<typeof badgeVariants> & { asChild?: boolean }) {
  const classes = cn(badgeVariants({ variant }), className);
  if (asChild) return asChildOf(children, { "data-slot": "badge", ...props, className: classes });
  return (
    <span data-slot="badge" className={classes} {...props}>
      {children}
    </span>
  );
}

export { Badge, badgeVariants };
