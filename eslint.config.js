// @ts-check
// The linter of `.ci/run`: typescript-eslint's type-aware recommended rules over the whole tree.
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["dist/**", "node_modules/**", "coverage/**", "src/validation/generated/**", "src/connect/gen/**", "src/client/api-types.ts", "**/*.mjs", "**/*.js", "*.config.ts", ".scratch/**", "test-output/**", "temp/**"] },
  {
    files: ["**/*.ts"],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // `_name` marks what is left out on purpose (a field dropped by destructuring, an unused parameter).
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true }],
      // Handlers, hooks and sinks implement async interfaces alike, whether or not they await.
      "@typescript-eslint/require-await": "off",
    },
  },
  {
    // Tests read JSON bodies as the untyped data they are, and assert on them; their fakes implement
    // async interfaces without awaiting, and hand methods around to runners.
    files: ["test/**/*.ts", "bench/**/*.ts", "scripts/**/*.ts"],
    rules: {
      "@typescript-eslint/require-await": "off",
      "@typescript-eslint/unbound-method": "off",
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-return": "off",
    },
  },
);
