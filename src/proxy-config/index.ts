/** The proxy's configuration, from an applied configuration. */
export {
  toProxyConfig,
  exportProxyConfig,
  checkProxyConfig,
  enterpriseCriteria,
  ENTERPRISE_ONLY_CRITERIA,
  ProxyConfigError,
  type ProxyConfigExport,
  type ProxyConfigFile,
  type ProxyConfigOptions,
} from "./to-proxy-config.js";
export { writeProxyConfigFile, writeFileAtomically, type ProxyConfigFileOptions } from "./file-sink.js";
export { goDuration, protoSeconds } from "./durations.js";
