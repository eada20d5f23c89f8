import { cloneElement, isValidElement, type ReactElement, type ReactNode } from "react";

/**
 * Class names by variant, for the shadcn components (Button, Badge): what class-variance-authority
 * did for them (base, one class list per chosen variant, the caller's className last, joined in
 * that order), without its code in the browser. `variants.test.ts` checks every combination
 * against cva's output.
 */
type VariantConfig = Record<string, Record<string, string>>;

export type VariantProps<C extends VariantConfig> = { [K in keyof C]?: keyof C[K] | null };

/** The variant props a `variants()` function takes, e.g. VariantsOf<typeof buttonVariants>. */
export type VariantsOf<F> = F extends (props?: infer P) => string ? Omit<NonNullable<P>, "className"> : never;

export function variants<C extends VariantConfig>(base: string, config: C, defaults: { [K in keyof C]: keyof C[K] }) {
  return (props: VariantProps<C> & { className?: string } = {}): string => {
    const parts = [base];
    for (const key of Object.keys(config) as (keyof C)[]) {
      // As cva: undefined takes the default, null chooses no variant at all.
      const chosen = props[key] === undefined ? defaults[key] : props[key];
      const classes = chosen === null ? undefined : config[key]?.[chosen as string];
      if (classes) parts.push(classes);
    }
    if (props.className) parts.push(props.className);
    return parts.join(" ");
  };
}

/**
 * `asChild`: the component's props (its classes first, then the child's) go onto its only child
 * element instead of an element of its own, as radix's Slot does for the cases used here (a link
 * styled as a button). Handlers are not composed: none of our asChild callers sets one on both.
 */
export function asChildOf(children: ReactNode, props: Record<string, unknown> & { className?: string }): ReactElement | null {
  if (!isValidElement<{ className?: string }>(children)) return null;
  const childClass = children.props.className;
  return cloneElement(children, { ...props, className: [props.className, childClass].filter(Boolean).join(" ") || undefined });
}
