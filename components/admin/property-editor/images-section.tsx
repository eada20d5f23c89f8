"use client";

import { ArrowLeft, ArrowRight, Loader2, Trash2, Upload } from "lucide-react";
import Image from "next/image";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { useFormContext } from "react-hook-form";
import { toast } from "sonner";
import { useSiteLocale } from "@/components/auth/use-locale-strict";
import { Button } from "@/components/ui/button";
import { uploadPropertyImageAction } from "@/lib/actions/properties/upload-property-image";
import { imageUploadProblem, IMAGE_TYPES, moveItem, removeItem } from "@/lib/domain/property-images";
import type { PropertyFormInput } from "@/lib/schemas/property-editor";
import { EditorSection } from "./editor-fields";

/**
 * Photos: uploads are stored and added at once (see uploadPropertyImageAction); order and
 * removal change the form and take effect with 'Save'. The first photo is the cover.
 */
export function ImagesSection({ propertyId }: { propertyId: string }) {
  const t = useTranslations("propertyEditor");
  const tErrors = useTranslations("propertyEditor.errors");
  const locale = useSiteLocale();
  const inputId = useId();
  const { watch, setValue } = useFormContext<PropertyFormInput>();
  const images = watch("images");
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const update = (next: string[]) => setValue("images", next, { shouldDirty: true });

  const upload = async (files: File[]) => {
    setProblem(null);
    setUploading(true);
    try {
      for (const file of files) {
        const local = imageUploadProblem(file);
        if (local) {
          setProblem(`${file.name}: ${tErrors(local)}`);
          continue;
        }
        const result = await uploadPropertyImageAction(locale, { propertyId, file });
        const url = result.data?.url;
        if (url) {
          update([...watch("images"), url]);
          toast.success(t("images.uploaded"));
        } else {
          const message = result.serverError?.message ?? result.validationErrors?.fieldErrors.file?.[0] ?? tErrors("invalidRequest");
          setProblem(`${file.name}: ${message}`);
        }
      }
    } catch (cause) {
      console.error("[upload image] failed", cause);
      setProblem(t("images.uploadFailed"));
    } finally {
      setUploading(false);
    }
  };

  return (
    <EditorSection title={t("sections.images")} description={propertyId ? t("hints.images") : undefined}>
      {!propertyId ? (
        <p className="text-sm text-muted-foreground">{t("images.saveFirst")}</p>
      ) : (
        <>
          {images.length === 0 ? <p className="text-sm text-muted-foreground">{t("images.empty")}</p> : null}
          <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {images.map((url, index) => (
              <li key={url} className="grid gap-2 rounded-lg border p-2" data-testid="editor-image">
                <Image src={url} alt={t("images.alt", { n: index + 1 })} width={240} height={160} unoptimized className="aspect-[3/2] w-full rounded-md object-cover" />
                <span className="flex items-center justify-between gap-1">
                  <span className="text-xs text-muted-foreground">{index === 0 ? t("images.cover") : `#${index + 1}`}</span>
                  <span className="flex">
                    <Button type="button" variant="ghost" size="icon" disabled={index === 0} onClick={() => update(moveItem(images, index, index - 1))} aria-label={t("images.moveLeft", { n: index + 1 })}>
                      <ArrowLeft aria-hidden="true" />
                    </Button>
                    <Button type="button" variant="ghost" size="icon" disabled={index === images.length - 1} onClick={() => update(moveItem(images, index, index + 1))} aria-label={t("images.moveRight", { n: index + 1 })}>
                      <ArrowRight aria-hidden="true" />
                    </Button>
                    <Button type="button" variant="ghost" size="icon" onClick={() => update(removeItem(images, index))} aria-label={t("images.remove", { n: index + 1 })}>
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </span>
                </span>
              </li>
            ))}
          </ol>
          <div className="grid gap-2">
            <label htmlFor={inputId} className="inline-flex w-fit cursor-pointer items-center gap-2 rounded-md border px-4 py-2 text-sm font-medium hover:bg-accent has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50">
              {uploading ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : <Upload className="size-4" aria-hidden="true" />}
              {uploading ? t("images.uploading") : t("images.upload")}
              <input
                id={inputId}
                type="file"
                accept={IMAGE_TYPES.join(",")}
                multiple
                disabled={uploading}
                className="sr-only"
                onChange={(event) => {
                  const files = [...(event.target.files ?? [])];
                  event.target.value = "";
                  if (files.length > 0) void upload(files);
                }}
              />
            </label>
            <p className="text-xs text-muted-foreground">{t("hints.imageTypes")}</p>
            <p role="alert" className="text-sm text-destructive">
              {problem}
            </p>
          </div>
        </>
      )}
    </EditorSection>
  );
}
