"use client";

import { useEffect, useSyncExternalStore } from "react";

// Replaces the root layout when it fails itself: no next-intl provider and no stylesheet can be
// relied on here, so the texts are inline in all three languages and the styles are inline too.
const TEXTS = {
  de: { title: "Unerwarteter Anwendungsfehler!", retry: "Erneut versuchen" },
  en: { title: "Unexpected Application Error!", retry: "Try again" },
  fr: { title: "Erreur inattendue de l’application !", retry: "Réessayer" },
} as const;

type Lang = keyof typeof TEXTS;

function pageLanguage(): Lang {
  const first = window.location.pathname.split("/")[1];
  return first === "en" || first === "fr" ? first : "de";
}

const noSubscription = () => () => {};

export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  // The URL prefix tells the language; the server render (no window) falls back to German.
  const lang = useSyncExternalStore(noSubscription, pageLanguage, () => "de" as const);
  const text = TEXTS[lang];

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <html lang={lang}>
      <body
        style={{
          fontFamily: "system-ui, sans-serif",
          margin: 0,
          minHeight: "100vh",
          display: "flex",
          alignItems: "center",
          justifyContent: "center",
          color: "#17211c",
          background: "#ffffff",
        }}
      >
        <main role="alert" style={{ maxWidth: 520, padding: 24, textAlign: "center" }}>
          <h1 style={{ fontSize: 24, marginBottom: 12 }}>{text.title}</h1>
          {error.message && <p style={{ color: "#56625b" }}>{error.message}</p>}
          {error.digest && (
            <p style={{ color: "#56625b", fontSize: 12 }}>
              Digest: <code>{error.digest}</code>
            </p>
          )}
          <button
            type="button"
            onClick={reset}
            style={{
              marginTop: 24,
              padding: "10px 20px",
              borderRadius: 8,
              border: "none",
              background: "#14532d",
              color: "#f6faf7",
              fontSize: 15,
              cursor: "pointer",
            }}
          >
            {text.retry}
          </button>
        </main>
      </body>
    </html>
  );
}
