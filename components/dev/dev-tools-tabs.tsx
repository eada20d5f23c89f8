"use client";

import { useTranslations } from "next-intl";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { ApiTestPanel } from "./api-test-panel";
import { WebhookTestPanel } from "./webhook-test-panel";

/** The two tabs of /dev. */
export function DevToolsTabs() {
  const t = useTranslations("dev");
  return (
    <Tabs defaultValue="api" className="space-y-4">
      {/* Wraps on a narrow phone instead of pushing the page sideways (French labels at 320 px). */}
      <TabsList className="h-auto max-w-full flex-wrap">
        <TabsTrigger value="api">{t("apiTab")}</TabsTrigger>
        <TabsTrigger value="webhook">{t("webhookTab")}</TabsTrigger>
      </TabsList>
      <TabsContent value="api">
        <ApiTestPanel />
      </TabsContent>
      <TabsContent value="webhook">
        <WebhookTestPanel />
      </TabsContent>
    </Tabs>
  );
}
