/**
 * next-safe-action's flattenValidationErrors keeps only top-level fields, but the property
 * editor's form is nested (description.de, faqs.2.answer.de): this flattens every level into
 * dotted paths, the names react-hook-form uses, so each message lands on its own input.
 */
export interface NestedFlattenedErrors {
  formErrors: string[];
  fieldErrors: Partial<Record<string, string[]>>;
}

type Node = { _errors?: unknown } & Record<string, unknown>;

export function flattenNestedValidationErrors(validationErrors: unknown): NestedFlattenedErrors {
  const out: NestedFlattenedErrors = { formErrors: [], fieldErrors: {} };
  const messages = (node: Node) => (Array.isArray(node._errors) ? node._errors.filter((m): m is string => typeof m === "string") : []);
  const walk = (node: Node, path: string) => {
    const own = messages(node);
    if (own.length > 0) {
      if (path) out.fieldErrors[path] = own;
      else out.formErrors = own;
    }
    for (const [key, child] of Object.entries(node)) {
      if (key === "_errors" || typeof child !== "object" || child === null) continue;
      walk(child as Node, path ? `${path}.${key}` : key);
    }
  };
  if (typeof validationErrors === "object" && validationErrors !== null) walk(validationErrors as Node, "");
  return out;
}
