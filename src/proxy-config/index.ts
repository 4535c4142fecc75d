/** The proxy's configuration, from an applied configuration. */
export {
  toProxyConfig,
  exportProxyConfig,
  checkProxyConfig,
  ENTERPRISE_ONLY_CRITERIA,
  ProxyConfigError,
  type ProxyConfigExport,
  type ProxyConfigFile,
  type ProxyConfigOptions,
} from "./to-proxy-config.js";
export { writeProxyConfigFile, type ProxyConfigFileOptions } from "./file-sink.js";
