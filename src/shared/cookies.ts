export function cookieValue(header: string | null | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, value = ''] = part.split('=').map((piece) => piece.trim());
    if (key === name) return value;
  }
  return undefined;
}
