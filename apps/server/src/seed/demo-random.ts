/** A deterministic pseudo-random sequence, so demo data is the same on every machine. */
export function sequence(seed: number) {
  let x = seed;
  return () => {
    x = (x * 1_103_515_245 + 12_345) % 2_147_483_648;
    return x / 2_147_483_648;
  };
}
