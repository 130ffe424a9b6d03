/**
 * The chat-completions URL of an OpenAI-compatible API from its base URL. DeepSeek serves it at the root
 * (https://api.deepseek.com/chat/completions) and under /v1; OpenAI, Groq (…/openai/v1) and Ollama (…:11434/v1) under
 * their versioned base. So: a base that already names the endpoint is used as is; anything else gets
 * /chat/completions appended, except OpenAI's bare host, which needs its /v1.
 */
export function chatCompletionsUrl(baseUrl: string): string {
  const url = new URL(baseUrl);
  const path = url.pathname.replace(/\/+$/, '');
  if (/\/chat\/completions$/.test(path)) return `${url.origin}${path}${url.search}`;
  const base = path === '' && url.hostname === 'api.openai.com' ? '/v1' : path;
  return `${url.origin}${base}/chat/completions${url.search}`;
}
