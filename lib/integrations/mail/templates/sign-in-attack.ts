import type { Locale } from "@/lib/domain/localized";
import { serverTranslator } from "@/lib/i18n/translator";
import { linkMail } from "./account";
import type { RenderedMail } from "./quote-request";

/** Stored in mail_outbox.template, for the developer tools and tests. */
export const SIGN_IN_ATTACK_TEMPLATE = "account-sign-in-attack";

export interface SignInAttackMailInput {
  /** The greeting name; may be empty. */
  name: string;
  /** The 'forgot password' page, to choose a new password. */
  link: string;
  siteName: string;
}

/**
 * Tells an account's owner, in their language, that somebody keeps guessing their password,
 * that they can still sign in, and where to choose a new password if it was not them.
 */
export function renderSignInAttackMail(input: SignInAttackMailInput, locale: Locale): RenderedMail {
  const t = serverTranslator(locale, "authMail");
  const subject = t("signInAttack.subject", { site: input.siteName }).replace(/\s+/g, " ").trim();
  const greeting = input.name.trim() ? t("greetingNamed", { name: input.name.trim() }) : t("greeting");
  const paragraphs = [t("signInAttack.body", { site: input.siteName }), t("signInAttack.advice")];
  return linkMail(locale, { subject, greeting, paragraphs, action: t("signInAttack.action"), link: input.link, footer: t("signInAttack.footer"), siteName: input.siteName });
}
