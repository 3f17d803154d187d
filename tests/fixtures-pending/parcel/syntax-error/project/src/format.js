export function formatTemp(t) {
  return `${t.toFixed(1)} °C`;
}

export function formatWind(kmh {
  return kmh + " km/h";
}
