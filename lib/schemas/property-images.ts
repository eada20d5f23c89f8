import { z } from "zod";
import { imageUploadProblem } from "@/lib/domain/property-images";

/** A photo upload of the property editor. Messages are keys of `propertyEditor.errors`. */
export const uploadPropertyImageSchema = z.object({
  propertyId: z.uuid({ error: "propertyNotFound" }),
  file: z
    .instanceof(File, { error: "imageRequired" })
    .superRefine((file, ctx) => {
      // The declared type and size only: the re-encoding on the server is the real check.
      const problem = imageUploadProblem(file);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }),
});
export type UploadPropertyImageInput = z.input<typeof uploadPropertyImageSchema>;
