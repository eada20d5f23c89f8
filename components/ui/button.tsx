import * as React from "react";

import { cn } from "@/lib/utils";
import { asChildOf, type VariantsOf } from "@/lib/ui/variants";
import { buttonVariants } from "./button-variants";

function Button({
  className,
  variant,
  size,
  asChild = false,
  children,
  ...props
}: React.ComponentProps<"button"> &
  VariantsOf<typeof buttonVariants> & {
    asChild?: boolean;
  }) {
  const classes = cn(buttonVariants({ variant, size, className }));
  if (asChild) return asChildOf(children, { "data-slot": "button", ...props, className: classes });
  return (
    <button data-slot="button" className={classes} {...props}>
      {children}
    </button>
  );
}

export { Button, buttonVariants };
