/** The smallest valid station file, with overrides merged in section by section. */
export function stationJson(sid: number, overrides: Record<string, Record<string, unknown>> = {}): Record<string, unknown> {
  const base: Record<string, Record<string, unknown>> = {
    station: { sid, title: `Radio ${sid}` },
    data: { audioHtml: `https://stream.radio${sid}.example/live.mp3` },
  };
  const merged: Record<string, unknown> = { ...base };
  for (const [section, fields] of Object.entries(overrides)) merged[section] = { ...base[section], ...fields };
  return merged;
}
