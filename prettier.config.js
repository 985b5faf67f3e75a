export default {
  singleQuote: true,
  printWidth: 115,
  plugins: ['prettier-plugin-tailwindcss'],
  tailwindFunctions: ['cn', 'cva'],
  tailwindStylesheet: './src/styles.css',
};
