import { cva } from "class-variance-authority";
import { createElement, isValidElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { buttonVariants } from "@/components/ui/button-variants";
import { Button } from "@/components/ui/button";
import { asChildOf, variants } from "./variants";

const config = {
  variant: { default: "bg-primary text-white", outline: "border bg-background", ghost: "hover:bg-accent" },
  size: { default: "h-9 px-4", sm: "h-8 px-3", icon: "size-9" },
};
const ours = variants("inline-flex rounded-md", config, { variant: "default", size: "default" });
const theirs = cva("inline-flex rounded-md", { variants: config, defaultVariants: { variant: "default", size: "default" } });

describe("variants gives what class-variance-authority gave the shadcn components", () => {
  for (const variant of [undefined, null, "default", "outline", "ghost"] as const) {
    for (const size of [undefined, null, "default", "sm", "icon"] as const) {
      for (const className of [undefined, "", "mt-8 w-full"]) {
        it(`${variant} ${size} ${JSON.stringify(className)}`, () => {
          expect(ours({ variant, size, className })).toBe(theirs({ variant, size, className }));
        });
      }
    }
  }

  it("without props: the defaults", () => {
    expect(ours()).toBe(theirs());
    expect(buttonVariants()).toContain("bg-primary");
    expect(buttonVariants({ variant: "outline", size: "sm" })).toContain("h-8");
  });
});

describe("asChild", () => {
  it("puts the component's props on its child, the component's classes first", () => {
    const link = createElement("a", { href: "/x", className: "underline" }, "x");
    const out = asChildOf(link, { "data-slot": "button", className: "h-9" });
    expect(isValidElement(out)).toBe(true);
    expect(renderToStaticMarkup(out)).toBe('<a href="/x" class="h-9 underline" data-slot="button">x</a>');
  });

  it("a Button asChild renders its link, styled, and no button", () => {
    const html = renderToStaticMarkup(createElement(Button, { asChild: true, variant: "outline" }, createElement("a", { href: "/blog" }, "Blog")));
    expect(html).toMatch(/^<a href="\/blog" data-slot="button" class="[^"]*border-border[^"]*">Blog<\/a>$/);
    expect(renderToStaticMarkup(createElement(Button, { type: "submit" }, "Go"))).toMatch(/^<button data-slot="button" class="[^"]*bg-primary[^"]*" type="submit">Go<\/button>$/);
  });
});
