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
      <TabsList>
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
