/** VKN (tax number): 10 digits, the last one a check digit over the first nine (INTEGRATIONS.md). */
export function isValidVergiKimlikNo(value: string): boolean {
  if (!/^\d{10}$/.test(value)) return false;
  const d = Array.from(value, Number);
  let sum = 0;
  for (let i = 0; i < 9; i++) {
    const t = (d[i] + 9 - i) % 10;
    if (t === 0) continue;
    const p = (t * 2 ** (9 - i)) % 9;
    sum += p === 0 ? 9 : p;
  }
  return (10 - (sum % 10)) % 10 === d[9];
}
