import round from "round-half-even";

export function formatTemp(t) {
  return `${round(t, 1)} °C`;
}
