export default {
  mode: "production",
  entry: "./src/index.js",
  output: { filename: "bundle.js" },
};
