/**
 * Whisper with generated random-weight models measures whisper.cpp's true compute cost, but such a model never stops
 * writing tokens on its own (and seeks through a window many times): unbounded, tiny ran at ~6x real time here. Each
 * decode is held to what a real model does with speech: one segment without timestamps (no seeking, one encoder
 * pass) and the ~110 tokens per 30 s window a real model writes (docs: the guide's study).
 */
export const realisticDecode = (seconds: number) => ({
  no_timestamps: true,
  single_segment: true,
  max_tokens: Math.max(8, Math.ceil((seconds / 30) * 110)),
});

export const quietLog = { info() {}, warn() {} };
