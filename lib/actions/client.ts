import "server-only";
import { ActionBindArgsValidationError, createSafeActionClient } from "next-safe-action";
import { z } from "zod";
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from "@/lib/domain/localized";
import { getSessionUser } from "@/lib/auth/session";
import { isAllowed, type AccessRule } from "@/lib/domain/access";
import { translateKey } from "@/lib/i18n/translate-key";
import type messages from "@/messages/en.json";

/**
 * The action clients. Every server action is built on one of them (one action per file in
 * lib/actions/<domain>/<verb-noun>.ts), so input validation, error answers and logging work the
 * same everywhere:
 *
 *   actionClient   anonymous: public forms (quote request)
 *   authedClient   signed in: reads the session once via lib/auth (getSessionUser) and adds
 *                  ctx.user, or answers ExpectedError("signInRequired")
 *   roleClient(rule)  authedClient plus a role check (lib/domain/access rules such as
 *                  ADMIN_ONLY), or ExpectedError("forbidden")
 * Chaining with .use() keeps the earlier checks: a role action cannot forget the session check.
 *
 * Conventions every action follows:
 *  - The visitor's locale is the first bound argument (`action.bind(null, locale)` in the form),
 *    so errors come back in the visitor's language. Actions that need more bound arguments must
 *    list the locale schema first again (bindArgsSchemas replaces the list).
 *  - Schema messages and ExpectedError keys are keys of `<metadata.messages>.errors`, translated
 *    here; that namespace must also have `unexpected` and `invalidRequest` (checked by the types).
 */

type Messages = typeof messages;
/** Top-level message namespaces that have what the error answers below need. */
type NamespaceWithActionErrors = {
  [K in keyof Messages]: Messages[K] extends { errors: { unexpected: string; invalidRequest: string } } ? K : never;
}[keyof Messages];

export const ACTION_MESSAGE_NAMESPACES = ["quoteForm", "auth", "account", "adminUsers", "sync", "adminBookings", "adminProperties", "propertyEditor", "myBookings", "guestList", "payment", "dev", "adminOffers", "offerPage", "checkout", "instantBooking", "teamArea", "adminPayments", "adminTimeline"] as const satisfies readonly NamespaceWithActionErrors[];

const actionMetadataSchema = z.object({
  /** For the logs. */
  actionName: z.string().min(1),
  /** Namespace whose `errors` translate this action's messages. */
  messages: z.enum(ACTION_MESSAGE_NAMESPACES),
});
export type ActionMetadata = z.infer<typeof actionMetadataSchema>;

/**
 * An outcome the visitor should be told about (rate limited, offer expired, ...), as opposed to
 * a bug or an outage. `key` is a message key of the action's `errors` namespace.
 */
export class ExpectedError extends Error {
  override name = "ExpectedError";
  constructor(
    readonly key: string,
    readonly values: Record<string, string | number> = {},
  ) {
    super(`expected error: ${key}`);
  }
}

/** What the UI gets as `result.serverError`: a code for logic and a translated message to show. */
export interface ActionServerError {
  /** The ExpectedError key, or "unexpected". */
  code: string;
  message: string;
}

/** Last resort when even the messages are broken; never expected in practice. */
const FALLBACK_MESSAGE = "Something went wrong. Please try again later.";

/** The locale bound as first argument; German when it is missing or not one of ours. */
export function actionLocale(bindArgsClientInputs: readonly unknown[]): Locale {
  const first = bindArgsClientInputs[0];
  return isLocale(first) ? first : DEFAULT_LOCALE;
}

function errorsNamespace(metadata: ActionMetadata | undefined): string {
  // Undefined only when an action was defined without metadata, which the metadata schema
  // turns into a logged server error; answer in the first namespace rather than crash again.
  return `${metadata?.messages ?? ACTION_MESSAGE_NAMESPACES[0]}.errors`;
}

function translateActionError(
  locale: Locale,
  metadata: ActionMetadata | undefined,
  key: string,
  values?: Record<string, string | number>,
): string | null {
  // Answers every action can give (signInRequired, forbidden, rateLimited) live once in auth.errors.
  return translateKey(locale, errorsNamespace(metadata), key, values) ?? translateKey(locale, "auth.errors", key, values);
}

function unexpected(locale: Locale, metadata: ActionMetadata | undefined): ActionServerError {
  return { code: "unexpected", message: translateActionError(locale, metadata, "unexpected") ?? FALLBACK_MESSAGE };
}

/**
 * Maps anything thrown inside an action to what the visitor may see: the translated message of
 * an ExpectedError, or a generic message for everything else, which is logged with the action's
 * name (never the input: it holds personal data). Stack traces never leave the server.
 */
export function toActionServerError(
  error: Error,
  utils: { metadata: ActionMetadata | undefined; bindArgsClientInputs: readonly unknown[] },
): ActionServerError {
  const locale = actionLocale(utils.bindArgsClientInputs);
  const actionName = utils.metadata?.actionName ?? "(unnamed action)";
  if (error instanceof ExpectedError) {
    const message = translateActionError(locale, utils.metadata, error.key, error.values);
    if (message !== null) return { code: error.key, message };
    console.error(`[action] ${actionName}: no message for expected error "${error.key}"`, { locale });
    return unexpected(locale, utils.metadata);
  }
  // A bound argument (the locale) that is not one of ours: the page never sends that, so the
  // request was tampered with. Bad input, not a bug: a typed refusal, logged as a warning.
  if (error instanceof ActionBindArgsValidationError) {
    console.warn(`[action] ${actionName}: invalid bound arguments`);
    return { code: "invalidRequest", message: translateActionError(locale, utils.metadata, "invalidRequest") ?? FALLBACK_MESSAGE };
  }
  console.error(`[action] ${actionName} failed`, { locale }, error);
  return unexpected(locale, utils.metadata);
}

type FlattenedErrors = { formErrors: string[]; fieldErrors: Partial<Record<string, string[]>> };

/**
 * Translates flattened validation errors (message keys from the shared schema) into the
 * visitor's language, for `inputSchema(schema, { handleValidationErrorsShape })`:
 *   async (ve, utils) => translateValidationErrors(flattenValidationErrors(ve), utils)
 * A message that is not a key (a schema without its own message) becomes `invalidRequest`, so
 * no raw English library text reaches a French visitor.
 */
export function translateValidationErrors<F extends FlattenedErrors>(
  errors: F,
  utils: { metadata: ActionMetadata | undefined; bindArgsClientInputs: readonly unknown[] },
): F {
  const locale = actionLocale(utils.bindArgsClientInputs);
  const translate = (key: string) =>
    translateActionError(locale, utils.metadata, key) ??
    translateActionError(locale, utils.metadata, "invalidRequest") ??
    FALLBACK_MESSAGE;
  const fieldErrors = Object.fromEntries(
    Object.entries(errors.fieldErrors).map(([field, keys]) => [field, keys?.map(translate)]),
  );
  // Same fields, same arrays, only the strings differ: the shape F still holds.
  return { ...errors, formErrors: errors.formErrors.map(translate), fieldErrors } as F;
}

const localeSchema = z.enum(LOCALES);

/** Anonymous actions: validated input, translated errors, locale as first bound argument. */
export const actionClient = createSafeActionClient({
  defineMetadataSchema: () => actionMetadataSchema,
  defaultValidationErrorsShape: "flattened",
  handleServerError: (error, utils) => toActionServerError(error, utils),
}).bindArgsSchemas([localeSchema]);

/**
 * Signed-in actions. The session is read on the server for every call: an action posted
 * straight to the server without a valid session gets "signInRequired" and changes nothing.
 */
export const authedClient = actionClient.use(async ({ next }) => {
  const user = await getSessionUser();
  if (!user) throw new ExpectedError("signInRequired");
  return next({ ctx: { user } });
});

/** Actions for the roles in `rule` (e.g. ADMIN_ONLY); others get "forbidden". */
export function roleClient(rule: AccessRule) {
  return authedClient.use(async ({ next, ctx }) => {
    if (!isAllowed(rule, ctx.user.roles)) throw new ExpectedError("forbidden");
    return next({ ctx });
  });
}
