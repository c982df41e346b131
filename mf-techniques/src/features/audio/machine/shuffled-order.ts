/** The indexes 0…count-1 in a random order (Fisher–Yates), with the random source passed in for tests. */
export function shuffledOrder(count: number, random: () => number): number[] {
  const order = Array.from({ length: count }, (_, index) => index);
  for (let index = order.length - 1; index > 0; index -= 1) {
    const swapWith = Math.floor(random() * (index + 1));
    [order[index], order[swapWith]] = [order[swapWith] as number, order[index] as number];
  }
  return order;
}
