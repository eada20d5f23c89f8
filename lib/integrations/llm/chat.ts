import { z } from "zod";

export interface LlmConfig {
  baseUrl: string;
  apiKey?: string;
  model?: string;
  timeoutMs?: number;
}

const completionSchema = z.object({ choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1) });

/** One OpenAI-compatible chat completion; the first choice's content. Throws on any failure. */
export async function chatCompletion(config: LlmConfig, body: Record<string, unknown>): Promise<string> {
  const response = await fetch(`${config.baseUrl.replace(/\/$/, "")}/chat/completions`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}) },
    signal: AbortSignal.timeout(config.timeoutMs ?? 15_000),
    body: JSON.stringify({ model: config.model ?? "gpt-4o-mini", temperature: 0, ...body }),
  });
  if (!response.ok) throw new Error(`LLM endpoint answered ${response.status}`);
  return completionSchema.parse(await response.json()).choices[0]?.message.content ?? "";
}
