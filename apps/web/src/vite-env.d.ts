/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Prefix for relative API URLs (docs/integration.md: the configured API base URL); default ''. */
  readonly VITE_API_BASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
