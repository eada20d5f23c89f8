import { getTranslations } from "next-intl/server";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { OfficeContact } from "./office-contact";

/** "Contact Us" box with the office details, for sidebars. */
export async function ContactCard({ email, phone }: { email: string; phone: string }) {
  const t = await getTranslations("contact");
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle className="text-lg">
          <h2>{t("contactUs")}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <OfficeContact email={email} phone={phone} />
      </CardContent>
    </Card>
  );
}
