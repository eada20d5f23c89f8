import type { FieldValues, Path, UseFormReturn } from "react-hook-form";

/** The parts of a next-safe-action result the forms read. */
export interface ActionResultLike {
  serverError?: { code: string; message: string };
  validationErrors?: { formErrors: string[]; fieldErrors: Partial<Record<string, string[]>> };
}

/**
 * Puts the server's (already translated) field errors on the form's fields and returns the
 * message for the error box when the answer is not about a field; null when there was none.
 */
export function applyActionErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T, unknown, unknown>, "setError">,
  result: ActionResultLike,
  fields: readonly Path<T>[],
): { code: string; message: string } | null {
  let first = true;
  let placed = false;
  for (const [name, messages] of Object.entries(result.validationErrors?.fieldErrors ?? {})) {
    const message = messages?.[0];
    const field = fields.find((f) => f === name);
    if (!field || !message) continue;
    form.setError(field, { type: "server", message }, { shouldFocus: first });
    first = false;
    placed = true;
  }
  if (placed) return null;
  if (result.serverError) return result.serverError;
  const formError = result.validationErrors?.formErrors[0];
  return formError ? { code: "invalidRequest", message: formError } : null;
}
