import Link from "next/link";

// Only reached for requests outside the [locale] tree (proxy.ts sends every page URL into it).
// There is no locale and no layout here, so the page has its own <html> and three languages.
export default function RootNotFound() {
  return (
    <html lang="de">
      <body style={{ fontFamily: "system-ui, sans-serif", textAlign: "center", padding: "96px 24px", color: "#17211c" }}>
        <main>
          <h1 style={{ fontSize: 48, margin: 0, color: "#14532d" }}>404</h1>
          <p lang="de">Seite nicht gefunden.</p>
          <p lang="en">Page not found.</p>
          <p lang="fr">Page introuvable.</p>
          <p>
            {/* next/link, not the i18n Link: there is no locale here, and "/" is German by default. */}
            <Link href="/" style={{ color: "#14532d" }}>
              Saastal Chalets
            </Link>
          </p>
        </main>
      </body>
    </html>
  );
}
