import { formatTemp } from "./format";
import { fetchForecast } from "./api/forecast";

fetchForecast("Berlin").then((f) => {
  document.body.textContent = formatTemp(f.temp);
});
