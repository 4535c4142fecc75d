import type { ActivityLog, ApiAccessUserWithToken, Changeset, Cluster, ClusterWithToken, Invitation, Invite, KeyPair, Namespace, Organization, OrganizationUser, Policy, Route, ServiceAccount, ServiceAccountWithToken, Settings, User, } from "../../domain/entities.js";
import type { ActivityListQuery, ApiAccessUserCreate, ChangesetCompareQuery, ChangesetListQuery, ClusterCreate, ClusterUpdate, ConfigListQuery, InviteCreate, KeyPairWrite, NamespaceCreate, NamespaceUpdate, OrganizationWrite, PatchDocument, PolicyWrite, RouteWrite, SettingsWrite, TokenRequest, UserListQuery, QuotasQuery, IdentityProviderCheckRequest, ServiceAccountListQuery, ServiceAccountWrite, } from "../../domain/requests.js";
import type { ChangesetComparison, CreatedOrganizationResponse, ErrorEnvelope, HealthStatus, RefreshTokenResponse, SigningKeySet, SubdomainName, TokenResponse, VersionInfo, QuotasResponse, DefaultTemplate, FeatureFlag, IdentityProviderCheckResult, ServiceAccountToken, } from "../../domain/wire.js";
import type { AppliedConfig } from "../../domain/applied-config.js";
import type { PolicyEvaluateRequest, PolicyEvaluateResult, PplBatchEvaluation, PplEvaluation } from "../../domain/policy-evaluation.js";
import type { PolicyTestReport, PolicyTestSuite, PolicyTestSuiteWrite, ReplayReport, ReplayRequest } from "../../domain/policy-tests.js";
import type { ApplyRequest, ApprovalPolicy, ApprovalPolicyWrite, ChangesetApprovals } from "../../domain/approvals.js";
export const SCHEMAS = {
    version: "3.1",
    components: {
        schemas: {
            ActivityLog: {
                type: "object",
                properties: {
                    activityType: {
                        $ref: "#/components/schemas/ActivityType"
                    },
                    applied: {
                        type: "object",
                        properties: {
                            at: {
                                type: "string"
                            },
                            by: {
                                $ref: "#/components/schemas/ActorRef"
                            },
                            changesetId: {
                                type: "string"
                            }
                        },
                        required: [
                            "by"
                        ],
                        description: "The application of the change: when (`at`), by whom and by which changeset. Until the change is\napplied, `by` is the author of the change and there is no `at` nor `changesetId`."
                    },
                    entity: {
                        type: "object",
                        properties: {
                            type: {
                                $ref: "#/components/schemas/EntityType"
                            },
                            id: {
                                type: "string"
                            },
                            data: {
                                $ref: "#/components/schemas/Recordstringunknown"
                            }
                        },
                        required: [
                            "type",
                            "id",
                            "data"
                        ]
                    },
                    diff: {
                        type: "array",
                        items: {
                            $ref: "#/components/schemas/PatchOperation"
                        },
                        description: "The change as a JSON Patch (RFC 6902) from the entity's data before it to its data after it (an\nextension: the hosted API has no such field, and its clients ignore it). Secrets appear only as\n`<name>Set` (a key pair's key as `hasKey`), as in `entity.data`; a secret replaced by another value\nshows as a `replace` of that flag by `true`. Absent in entries written before accessplane recorded diffs."
                    },
                    namespace: {
                        type: "object",
                        properties: {
                            id: {
                                type: "string"
                            },
                            name: {
                                type: "string"
                            }
                        },
                        required: [
                            "id",
                            "name"
                        ]
                    },
                    user: {
                        $ref: "#/components/schemas/ActorRef"
                    },
                    id: {
                        type: "string"
                    },
                    createdAt: {
                        type: "string"
                    },
                    updatedAt: {
                        type: "string"
                    }
                },
                required: [
                    "activityType",
                    "applied",
                    "entity",
                    "namespace",
                    "user",
                    "id",
                    "createdAt",
                    "updatedAt"
                ],
                description: "A create/update/delete of one entity."
            },
            ActivityType: {
                oneOf: [
                    {
                        "const": "create"
                    },
                    {
                        "const": "delete"
                    },
                    {
                        "const": "update"
                    }
                ],
                description: "What an activity log entry records."
            },
            ActorRef: {
                type: "object",
                properties: {
                    id: {
                        type: "string"
                    },
                    email: {
                        type: "string"
                    },
                    displayName: {
                        type: "string"
                    },
                    photoUrl: {
                        type: "string"
                    }
                },
                required: [
                    "id",
                    "email",
                    "displayName",
                    "photoUrl"
                ],
                description: "Who did something, as activity entries show them."
            },
            EntityType: {
                oneOf: [
                    {
                        "const": "changeset"
                    },
                    {
                        "const": "custom_domain"
                    },
                    {
                        "const": "domain"
                    },
                    {
                        "const": "feature_flag"
                    },
                    {
                        "const": "key_pair"
                    },
                    {
                        "const": "namespace"
                    },
                    {
                        "const": "organization"
                    },
                    {
                        "const": "policy"
                    },
                    {
                        "const": "route"
                    },
                    {
                        "const": "settings"
                    },
                    {
                        "const": "service_account"
                    },
                    {
                        "const": "policy_test_suite"
                    }
                ],
                description: "The kind of entity an activity log entry is about."
            },
            Recordstringunknown: {
                type: "object",
                properties: {},
                required: [],
                description: "Construct a type with a set of properties K of type T",
                additionalProperties: {}
            },
            PatchOperation: {
                type: "object",
                properties: {
                    op: {
                        oneOf: [
                            {
                                "const": "add"
                            },
                            {
                                "const": "remove"
                            },
                            {
                                "const": "replace"
                            },
                            {
                                "const": "copy"
                            },
                            {
                                "const": "move"
                            },
                            {
                                "const": "test"
                            }
                        ]
                    },
                    path: {
                        type: "string",
                        maxLength: 1024
                    },
                    value: {},
                    from: {
                        type: "string",
                        maxLength: 1024
                    }
                },
                required: [
                    "op",
                    "path"
                ],
                description: "One RFC 6902 operation."
            },
            ApiAccessUserWithToken: {
                type: "object",
                properties: {
                    refreshToken: {
                        type: "string"
                    },
                    email: {
                        type: "string"
                    },
                    displayName: {
                        type: "string"
                    },
                    needsOnboarding: {
                        type: "boolean"
                    },
                    photoUrl: {
                        type: "string"
                    },
                    type: {
                        $ref: "#/components/schemas/UserType"
                    },
                    id: {
                        type: "string"
                    },
                    createdAt: {
                        type: "string"
                    },
                    updatedAt: {
                        type: "string"
                    }
                },
                required: [
                    "refreshToken",
                    "email",
                    "displayName",
                    "needsOnboarding",
                    "photoUrl",
                    "type",
                    "id",
                    "createdAt",
                    "updatedAt"
                ],
                description: "The response to creating an API-access user: the only time its refresh token is shown."
            },
            UserType: {
                oneOf: [
                    {
                        "const": "user_type_interactive"
                    },
                    {
                        "const": "user_type_api_access"
                    }
                ],
                description: "Kind of user: interactive (a person) or API access (a machine)."
            },
            Changeset: {
                type: "object",
                properties: {
                    failureMessage: {
                        type: "string"
                    },
                    namespaceId: {
                        type: "string"
                    },
                    status: {
                        $ref: "#/components/schemas/ChangesetStatus"
                    },
                    testReport: {
                        $ref: "#/components/schemas/PolicyTestReport",
                        description: "The policy test suites' report of its last apply (an extension: the hosted API has no such field),\nwhen suites cover its cluster; a failed case fails the apply and is listed here."
                    },
                    breakGlass: {
                        type: "object",
                        properties: {
                            reason: {
                                type: "string"
                            },
                            by: {
                                $ref: "#/components/schemas/ActorRef"
                            }
                        },
                        required: [
                            "reason",
                            "by"
                        ],
                        description: "Set when an owner applied it without the approvals its cluster's policy asks (an extension), with their reason."
                    },
                    id: {
                        type: "string"
                    },
                    createdAt: {
                        type: "string"
                    },
                    updatedAt: {
                        type: "string"
                    }
                },
                required: [
                    "failureMessage",
                    "namespaceId",
                    "status",
                    "id",
                    "createdAt",
                    "updatedAt"
                ],
                description: "A recorded set of configuration changes of one cluster."
            },
            ChangesetStatus: {
                oneOf: [
                    {
                        "const": "pending"
                    },
                    {
                        "const": "applying"
                    },
                    {
                        "const": "applied"
                    },
                    {
                        "const": "failed"
                    },
                    {
                        "const": "current"
                    },
                    {
                        "const": "rejected"
                    }
                ],
                description: "Lifecycle state of a changeset."
            },
            PolicyTestReport: {
                type: "object",
                properties: {
                    clusterId: {
                        type: "string",
                        description: "The cluster whose configuration ran them."
                    },
                    passed: {
                        type: "number"
                    },
                    failed: {
                        type: "number"
                    },
                    failures: {
                        type: "array",
                        items: {
                            $ref: "#/components/schemas/PolicyTestCaseResult"
                        },
                        description: "The failing cases (all of them, up to 100, in suite and case order)."
                    },
                    results: {
                        type: "array",
                        items: {
                            $ref: "#/components/schemas/PolicyTestCaseResult"
                        },
                        description: "Every case's result, when asked for (`testChangeset` returns them; a stored changeset keeps only failures)."
                    },
                    coverage: {
                        type: "array",
                        items: {
                            $ref: "#/components/schemas/PolicyRuleCoverage"
                        },
                        description: "Rule coverage of the policies the cases' routes enforce, when asked for."
                    }
                },
                required: [
                    "clusterId",
                    "passed",
                    "failed",
                    "failures"
                ],
                description: "The report of running suites on one configuration."
            },
            PolicyTestCaseResult: {
                type: "object",
                properties: {
                    suiteId: {
                        type: "string"
                    },
                    suite: {
                        type: "string"
                    },
                    "case": {
                        type: "string"
                    },
                    routeId: {
                        type: "string",
                        description: "The route the request reached (absent when none matched)."
                    },
                    expected: {
                        $ref: "#/components/schemas/PplOutcome"
                    },
                    outcome: {
                        oneOf: [
                            {
                                "const": "rejected"
                            },
                            {
                                "const": "allow"
                            },
                            {
                                "const": "forbidden"
                            },
                            {
                                "const": "login"
                            },
                            {
                                "const": "device_enrollment"
                            },
                            {
                                "const": "device_unauthorized"
                            },
                            {
                                "const": "invalid_client_certificate"
                            },
                            {
                                "const": "redirect"
                            }
                        ],
                        description: "What the proxy answers (absent when no route matched, or the route was not in the configuration)."
                    },
                    passed: {
                        type: "boolean"
                    },
                    message: {
                        type: "string",
                        description: "Why it failed, in a sentence."
                    }
                },
                required: [
                    "suiteId",
                    "suite",
                    "case",
                    "expected",
                    "passed"
                ],
                description: "The answer one case got."
            },
            PplOutcome: {
                oneOf: [
                    {
                        "const": "rejected"
                    },
                    {
                        "const": "allow"
                    },
                    {
                        "const": "forbidden"
                    },
                    {
                        "const": "login"
                    },
                    {
                        "const": "device_enrollment"
                    },
                    {
                        "const": "device_unauthorized"
                    },
                    {
                        "const": "invalid_client_certificate"
                    },
                    {
                        "const": "redirect"
                    }
                ],
                description: "The proxy's decision for a request."
            },
            PolicyRuleCoverage: {
                type: "object",
                properties: {
                    policyId: {
                        type: "string"
                    },
                    covered: {
                        type: "array",
                        items: {
                            type: "string"
                        },
                        description: "Criteria (JSON Pointers into the policy's PPL) some case evaluated."
                    },
                    uncovered: {
                        type: "array",
                        items: {
                            type: "string"
                        },
                        description: "Criteria no case evaluated: rules nothing tests."
                    }
                },
                required: [
                    "policyId",
                    "covered",
                    "uncovered"
                ],
                description: "Which rules of a policy the cases reached."
            },
            Cluster: {
                type: "object",
                properties: {
                    name: {
                        type: "string"
                    },
                    domain: {
                        type: "string",
                        description: "The cluster's domain: a bare name (`fqdn` adds the cluster domain suffix), or a full domain."
                    },
                    fqdn: {
                        type: "string",
                        description: "The fully qualified domain: `domain` under the control plane's cluster domain suffix, or `domain` itself when it has dots."
                    },
                    hasFailingHealthChecks: {
                        type: "boolean",
                        description: "Whether the cluster reported failing health checks (false until a cluster reports health)."
                    },
                    componentVersions: {
                        $ref: "#/components/schemas/RecordstringArraystring",
                        description: "Versions of the cluster's components by name (empty until a cluster reports them)."
                    },
                    flavor: {
                        type: "string"
                    },
                    manualOverrideIpAddress: {
                        type: "string"
                    },
                    namespaceId: {
                        type: "string"
                    },
                    id: {
                        type: "string"
                    },
                    createdAt: {
                        type: "string"
                    },
                    updatedAt: {
                        type: "string"
                    }
                },
                required: [
                    "name",
                    "domain",
                    "fqdn",
                    "hasFailingHealthChecks",
                    "componentVersions",
                    "flavor",
                    "namespaceId",
                    "id",
                    "createdAt",
                    "updatedAt"
                ],
                description: "A proxy deployment of an organization."
            },
            RecordstringArraystring: {
                type: "object",
                properties: {},
                required: [],
                description: "Construct a type with a set of properties K of type T",
                additionalProperties: {
                    type: "array",
                    items: {
                        type: "string"
                    }
                }
            },
            ClusterWithToken: {
                type: "object",
                properties: {
                    refreshToken: {
                        type: "string"
                    },
                    name: {
                        type: "string"
                    },
                    domain: {
                        type: "string",
                        description: "The cluster's domain: a bare name (`fqdn` adds the cluster domain suffix), or a full domain."
                    },
                    fqdn: {
                        type: "string",
                        description: "The fully qualified domain: `domain` under the control plane's cluster domain suffix, or `domain` itself when it has dots."
                    },
                    hasFailingHealthChecks: {
                        type: "boolean",
                        description: "Whether the cluster reported failing health checks (false until a cluster reports health)."
                    },
                    componentVersions: {
                        $ref: "#/components/schemas/RecordstringArraystring",
                        description: "Versions of the cluster's components by name (empty until a cluster reports them)."
                    },
                    flavor: {
                        type: "string"
                    },
                    manualOverrideIpAddress: {
                        type: "string"
                    },
                    namespaceId: {
                        type: "string"
                    },
                    id: {
                        type: "string"
                    },
                    createdAt: {
                        type: "string"
                    },
                    updatedAt: {
                        type: "string"
                    }
                },
                required: [
                    "refreshToken",
                    "name",
                    "domain",
                    "fqdn",
                    "hasFailingHealthChecks",
                    "componentVersions",
                    "flavor",
                    "namespaceId",
                    "id",
                    "createdAt",
                    "updatedAt"
                ],
                description: "The response to creating a cluster: the only time its token is shown."
            },
            Invitation: {
                type: "object",
                properties: {
                    invitedBy: {
                        type: "object",
                        properties: {
                            email: {
                                type: "string"
                            },
                            displayName: {
                                type: "string"
                            },
                            photoUrl: {
                                type: "string"
                            }
                        },
                        required: [
                            "email",
                            "displayName",
                            "photoUrl"
                        ]
                    },
                    organization: {
                        $ref: "#/components/schemas/Organization"
                    },
                    organizationRole: {
                        $ref: "#/components/schemas/OrganizationRole"
                    },
                    id: {
                        type: "string"
                    },
                    createdAt: {
                        type: "string"
                    },
                    updatedAt: {
                        type: "string"
                    }
                },
                required: [
                    "invitedBy",
                    "organization",
                    "organizationRole",
                    "id",
                    "createdAt",
                    "updatedAt"
                ],
                description: "A pending invitation addressed to the current user."
            },
            Organization: {
                type: "object",
                properties: {
                    name: {
                        type: "string"
                    },
                    logoURL: {
                        type: "string"
                    },
                    organizationType: {
                        type: "string"
                    },
                    ownerUserId: {
                        type: "string"
                    },
                    role: {
                        $ref: "#/components/schemas/OrganizationRole"
                    },
                    joinedAt: {
                        type: "string"
                    },
                    quotas: {
                        $ref: "#/components/schemas/OrganizationQuotas"
                    },
                    readOnly: {
                        type: "boolean"
                    },
                    id: {
                        type: "string"
                    },
                    createdAt: {
                        type: "string"
                    },
                    updatedAt: {
                        type: "string"
                    }
                },
                required: [
                    "name",
                    "logoURL",
                    "organizationType",
                    "ownerUserId",
                    "role",
                    "joinedAt",
                    "quotas",
                    "readOnly",
                    "id",
                    "createdAt",
                    "updatedAt"
                ],
                description: "An organization, as seen by one caller (`role`, `joinedAt` are the caller's)."
            },
            OrganizationRole: {
                oneOf: [
                    {
                        "const": "owner"
                    },
                    {
                        "const": "admin"
                    },
                    {
                        "const": "auditor"
                    },
                    {
                        "const": "member"
                    }
                ],
                description: "A user's level of access to an organization."
            },
            OrganizationQuotas: {
                type: "object",
                properties: {
                    administrators: {
                        type: "number"
                    },
                    apiUsers: {
                        type: "number"
                    },
                    certificates: {
                        type: "number"
                    },
                    clusters: {
                        type: "number"
                    },
                    customDomains: {
                        type: "number"
                    },
                    hostedClusters: {
                        type: "number",
                        description: "Clusters the vendor hosts: always 0 for a self-hosted control plane (present for the hosted API's clients)."
                    },
                    policies: {
                        type: "number"
                    },
                    replicas: {
                        type: "number"
                    },
                    routes: {
                        type: "number"
                    },
                    serviceAccounts: {
                        type: "number"
                    }
                },
                required: [
                    "administrators",
                    "apiUsers",
                    "certificates",
                    "clusters",
                    "customDomains",
                    "hostedClusters",
                    "policies",
                    "replicas",
                    "routes",
                    "serviceAccounts"
                ],
                description: "Organization quotas: integer limits on what an organization may hold."
            },
            Invite: {
                type: "object",
                properties: {
                    email: {
                        type: "string"
                    },
                    role: {
                        $ref: "#/components/schemas/OrganizationRole"
                    },
                    id: {
                        type: "string"
                    },
                    createdAt: {
                        type: "string"
                    },
                    updatedAt: {
                        type: "string"
                    }
                },
                required: [
                    "email",
                    "role",
                    "id",
                    "createdAt",
                    "updatedAt"
                ],
                description: "An invite an organization has sent."
            },
            KeyPair: {
                type: "object",
                properties: {
                    namespaceId: {
                        type: "string"
                    },
                    name: {
                        type: "string"
                    },
                    certificate: {
                        type: "string"
                    },
                    hasKey: {
                        type: "boolean"
                    },
                    origin: {
                        oneOf: [
                            {
                                "const": "user"
                            },
                            {
                                "const": "system"
                            }
                        ]
                    },
                    status: {
                        oneOf: [
                            {
                                "const": "pending"
                            },
                            {
                                "const": "ready"
                            }
                        ]
                    },
                    certificateInfo: {
                        type: "array",
                        items: {
                            $ref: "#/components/schemas/CertificateInfo"
                        }
                    },
                    originatorId: {
                        type: "string"
                    },
                    id: {
                        type: "string"
                    },
                    createdAt: {
                        type: "string"
                    },
                    updatedAt: {
                        type: "string"
                    }
                },
                required: [
                    "namespaceId",
                    "name",
                    "hasKey",
                    "origin",
                    "status",
                    "certificateInfo",
                    "id",
                    "createdAt",
                    "updatedAt"
                ],
                description: "A certificate chain with an optional private key. The key itself is never returned."
            },
            CertificateInfo: {
                type: "object",
                properties: {
                    version: {
                        type: "number"
                    },
                    serial: {
                        type: "string"
                    },
                    issuer: {
                        $ref: "#/components/schemas/CertificateName"
                    },
                    subject: {
                        $ref: "#/components/schemas/CertificateName"
                    },
                    notBefore: {
                        type: "string"
                    },
                    notAfter: {
                        type: "string"
                    },
                    keyUsage: {
                        type: "object",
                        properties: {
                            digitalSignature: {
                                type: "boolean"
                            },
                            contentCommitment: {
                                type: "boolean"
                            },
                            keyEncipherment: {
                                type: "boolean"
                            },
                            dataEncipherment: {
                                type: "boolean"
                            },
                            keyAgreement: {
                                type: "boolean"
                            },
                            certSign: {
                                type: "boolean"
                            },
                            crlSign: {
                                type: "boolean"
                            },
                            encipherOnly: {
                                type: "boolean"
                            },
                            decipherOnly: {
                                type: "boolean"
                            }
                        },
                        required: [
                            "digitalSignature",
                            "contentCommitment",
                            "keyEncipherment",
                            "dataEncipherment",
                            "keyAgreement",
                            "certSign",
                            "crlSign",
                            "encipherOnly",
                            "decipherOnly"
                        ]
                    },
                    extKeyUsage: {
                        type: "object",
                        properties: {
                            any: {
                                type: "boolean"
                            },
                            serverAuth: {
                                type: "boolean"
                            },
                            clientAuth: {
                                type: "boolean"
                            },
                            codeSigning: {
                                type: "boolean"
                            },
                            emailProtection: {
                                type: "boolean"
                            },
                            ipsecEndSystem: {
                                type: "boolean"
                            },
                            ipsecTunnel: {
                                type: "boolean"
                            },
                            ipsecUser: {
                                type: "boolean"
                            },
                            timeStamping: {
                                type: "boolean"
                            },
                            ocspSigning: {
                                type: "boolean"
                            },
                            microsoftServerGatedCrypto: {
                                type: "boolean"
                            },
                            netscapeServerGatedCrypto: {
                                type: "boolean"
                            },
                            microsoftCommercialCodeSigning: {
                                type: "boolean"
                            },
                            microsoftKernelCodeSigning: {
                                type: "boolean"
                            }
                        },
                        required: [
                            "any",
                            "serverAuth",
                            "clientAuth",
                            "codeSigning",
                            "emailProtection",
                            "ipsecEndSystem",
                            "ipsecTunnel",
                            "ipsecUser",
                            "timeStamping",
                            "ocspSigning",
                            "microsoftServerGatedCrypto",
                            "netscapeServerGatedCrypto",
                            "microsoftCommercialCodeSigning",
                            "microsoftKernelCodeSigning"
                        ]
                    },
                    dnsNames: {
                        type: "array",
                        items: {
                            type: "string"
                        }
                    },
                    emailAddresses: {
                        type: "array",
                        items: {
                            type: "string"
                        }
                    },
                    ipAddresses: {
                        type: "array",
                        items: {
                            type: "string"
                        }
                    },
                    uris: {
                        type: "array",
                        items: {
                            type: "string"
                        }
                    },
                    permittedDnsDomains: {
                        type: "array",
                        items: {
                            type: "string"
                        }
                    },
                    excludedDnsDomains: {
                        type: "array",
                        items: {
                            type: "string"
                        }
                    },
                    permittedIpRanges: {
                        type: "array",
                        items: {
                            type: "string"
                        }
                    },
                    excludedIpRanges: {
                        type: "array",
                        items: {
                            type: "string"
                        }
                    },
                    permittedEmailAddresses: {
                        type: "array",
                        items: {
                            type: "string"
                        }
                    },
                    excludedEmailAddresses: {
                        type: "array",
                        items: {
                            type: "string"
                        }
                    },
                    permittedUriDomains: {
                        type: "array",
                        items: {
                            type: "string"
                        }
                    },
                    excludedUriDomains: {
                        type: "array",
                        items: {
                            type: "string"
                        }
                    },
                    permittedDnsDomainsCritical: {
                        type: "boolean"
                    }
                },
                required: [
                    "version",
                    "serial",
                    "issuer",
                    "subject",
                    "notBefore",
                    "notAfter",
                    "keyUsage",
                    "extKeyUsage",
                    "dnsNames",
                    "emailAddresses",
                    "ipAddresses",
                    "uris",
                    "permittedDnsDomains",
                    "excludedDnsDomains",
                    "permittedIpRanges",
                    "excludedIpRanges",
                    "permittedEmailAddresses",
                    "excludedEmailAddresses",
                    "permittedUriDomains",
                    "excludedUriDomains",
                    "permittedDnsDomainsCritical"
                ],
                description: "What a certificate of a key pair's chain says, read from the certificate itself."
            },
            CertificateName: {
                type: "object",
                properties: {
                    country: {
                        type: "array",
                        items: {
                            type: "string"
                        }
                    },
                    organization: {
                        type: "array",
                        items: {
                            type: "string"
                        }
                    },
                    organizationalUnit: {
                        type: "array",
                        items: {
                            type: "string"
                        }
                    },
                    locality: {
                        type: "array",
                        items: {
                            type: "string"
                        }
                    },
                    province: {
                        type: "array",
                        items: {
                            type: "string"
                        }
                    },
                    streetAddress: {
                        type: "array",
                        items: {
                            type: "string"
                        }
                    },
                    postalCode: {
                        type: "array",
                        items: {
                            type: "string"
                        }
                    },
                    serialNumber: {
                        type: "string"
                    },
                    commonName: {
                        type: "string"
                    }
                },
                required: [
                    "country",
                    "organization",
                    "organizationalUnit",
                    "locality",
                    "province",
                    "streetAddress",
                    "postalCode",
                    "serialNumber",
                    "commonName"
                ],
                description: "Distinguished-name attributes of a certificate issuer or subject."
            },
            Namespace: {
                type: "object",
                properties: {
                    parentId: {
                        type: "string",
                        description: "The parent namespace; absent for the organization's root namespace."
                    },
                    name: {
                        type: "string"
                    },
                    type: {
                        oneOf: [
                            {
                                "const": "root"
                            },
                            {
                                "const": "cluster"
                            },
                            {
                                "const": "regular"
                            }
                        ],
                        description: "`root` for the organization's own namespace, `cluster` for a cluster's, `regular` otherwise."
                    },
                    role: {
                        oneOf: [
                            {
                                "const": "admin"
                            },
                            {
                                "const": "manager"
                            },
                            {
                                "const": "viewer"
                            }
                        ],
                        description: "The caller's role in the namespace, derived from the organization role."
                    },
                    id: {
                        type: "string"
                    },
                    createdAt: {
                        type: "string"
                    },
                    updatedAt: {
                        type: "string"
                    }
                },
                required: [
                    "name",
                    "type",
                    "role",
                    "id",
                    "createdAt",
                    "updatedAt"
                ],
                description: "A namespace: the organization's root, a cluster's own, or a user-made one."
            },
            OrganizationUser: {
                type: "object",
                properties: {
                    organizationRole: {
                        $ref: "#/components/schemas/OrganizationRole"
                    },
                    email: {
                        type: "string"
                    },
                    displayName: {
                        type: "string"
                    },
                    needsOnboarding: {
                        type: "boolean"
                    },
                    photoUrl: {
                        type: "string"
                    },
                    type: {
                        $ref: "#/components/schemas/UserType"
                    },
                    id: {
                        type: "string"
                    },
                    createdAt: {
                        type: "string"
                    },
                    updatedAt: {
                        type: "string"
                    }
                },
                required: [
                    "organizationRole",
                    "email",
                    "displayName",
                    "needsOnboarding",
                    "photoUrl",
                    "type",
                    "id",
                    "createdAt",
                    "updatedAt"
                ],
                description: "A user as listed in an organization."
            },
            Policy: {
                type: "object",
                properties: {
                    namespaceId: {
                        type: "string"
                    },
                    name: {
                        type: "string"
                    },
                    enforced: {
                        type: "boolean"
                    },
                    ppl: {
                        oneOf: [
                            {
                                type: "array",
                                items: {
                                    $ref: "#/components/schemas/PPLRule"
                                }
                            },
                            {
                                $ref: "#/components/schemas/PPLRule"
                            }
                        ]
                    },
                    description: {
                        type: "string"
                    },
                    explanation: {
                        type: "string"
                    },
                    remediation: {
                        type: "string"
                    },
                    originatorId: {
                        type: "string"
                    },
                    routes: {
                        type: "array",
                        items: {
                            $ref: "#/components/schemas/EntityRef"
                        }
                    },
                    enforcedRoutes: {
                        type: "array",
                        items: {
                            $ref: "#/components/schemas/EntityRef"
                        }
                    },
                    id: {
                        type: "string"
                    },
                    createdAt: {
                        type: "string"
                    },
                    updatedAt: {
                        type: "string"
                    }
                },
                required: [
                    "namespaceId",
                    "name",
                    "enforced",
                    "ppl",
                    "description",
                    "explanation",
                    "remediation",
                    "routes",
                    "enforcedRoutes",
                    "id",
                    "createdAt",
                    "updatedAt"
                ],
                description: "A policy written in the proxy's policy language."
            },
            PPLRule: {
                type: "object",
                properties: {
                    allow: {
                        $ref: "#/components/schemas/PPLBody"
                    },
                    deny: {
                        $ref: "#/components/schemas/PPLBody"
                    }
                },
                required: [],
                description: "One PPL rule: optional allow and deny blocks."
            },
            PPLBody: {
                type: "object",
                properties: {
                    and: {
                        type: "array",
                        items: {
                            $ref: "#/components/schemas/Recordstringunknown"
                        }
                    },
                    or: {
                        type: "array",
                        items: {
                            $ref: "#/components/schemas/Recordstringunknown"
                        }
                    },
                    not: {
                        type: "array",
                        items: {
                            $ref: "#/components/schemas/Recordstringunknown"
                        }
                    },
                    nor: {
                        type: "array",
                        items: {
                            $ref: "#/components/schemas/Recordstringunknown"
                        }
                    },
                    action: {}
                },
                required: [],
                description: "The operator blocks of a PPL rule; each holds criteria."
            },
            EntityRef: {
                type: "object",
                properties: {
                    id: {
                        type: "string"
                    },
                    name: {
                        type: "string"
                    },
                    updatedAt: {
                        type: "string"
                    }
                },
                required: [
                    "id",
                    "name",
                    "updatedAt"
                ],
                description: "`{id, name}` reference between policies and routes."
            },
            Route: {
                type: "object",
                properties: {
                    healthCheck: {
                        oneOf: [
                            {
                                $ref: "#/components/schemas/HttpHealthCheck"
                            },
                            {
                                $ref: "#/components/schemas/TcpHealthCheck"
                            },
                            {
                                $ref: "#/components/schemas/GrpcHealthCheck"
                            }
                        ],
                        discriminator: {
                            propertyName: "type",
                            mapping: {
                                http: "#/components/schemas/HttpHealthCheck",
                                tcp: "#/components/schemas/TcpHealthCheck",
                                grpc: "#/components/schemas/GrpcHealthCheck"
                            }
                        }
                    },
                    policies: {
                        type: "array",
                        items: {
                            $ref: "#/components/schemas/EntityRef"
                        }
                    },
                    enforcedPolicies: {
                        type: "array",
                        items: {
                            $ref: "#/components/schemas/EntityRef"
                        }
                    },
                    enforcedPolicyIds: {
                        type: "array",
                        items: {
                            type: "string"
                        }
                    },
                    id: {
                        type: "string"
                    },
                    createdAt: {
                        type: "string"
                    },
                    updatedAt: {
                        type: "string"
                    },
                    redirect: {
                        $ref: "#/components/schemas/RouteRedirect"
                    },
                    namespaceId: {
                        type: "string",
                        minLength: 1
                    },
                    name: {
                        $ref: "#/components/schemas/EntityName"
                    },
                    from: {
                        type: "string",
                        minLength: 1,
                        maxLength: 2048
                    },
                    to: {
                        type: "array",
                        items: {
                            type: "string",
                            minLength: 1,
                            maxLength: 2048
                        }
                    },
                    response: {
                        $ref: "#/components/schemas/RouteDirectResponse"
                    },
                    prefix: {
                        type: "string"
                    },
                    path: {
                        type: "string"
                    },
                    regex: {
                        type: "string"
                    },
                    prefixRewrite: {
                        type: "string"
                    },
                    regexRewritePattern: {
                        type: "string"
                    },
                    regexRewriteSubstitution: {
                        type: "string"
                    },
                    hostRewrite: {
                        type: "string"
                    },
                    hostRewriteHeader: {
                        type: "string"
                    },
                    hostPathRegexRewritePattern: {
                        type: "string"
                    },
                    hostPathRegexRewriteSubstitution: {
                        type: "string"
                    },
                    regexPriorityOrder: {
                        type: "integer"
                    },
                    timeout: {
                        $ref: "#/components/schemas/Duration"
                    },
                    idleTimeout: {
                        $ref: "#/components/schemas/Duration"
                    },
                    allowWebsockets: {
                        type: "boolean"
                    },
                    allowSpdy: {
                        type: "boolean"
                    },
                    tlsSkipVerify: {
                        type: "boolean"
                    },
                    tlsUpstreamAllowRenegotiation: {
                        type: "boolean"
                    },
                    tlsUpstreamServerName: {
                        type: "string"
                    },
                    tlsDownstreamServerName: {
                        type: "string"
                    },
                    tlsCustomCaKeyPairId: {
                        type: "string"
                    },
                    tlsClientKeyPairId: {
                        type: "string"
                    },
                    tlsDownstreamClientCaKeyPairId: {
                        type: "string"
                    },
                    setRequestHeaders: {
                        $ref: "#/components/schemas/StringMap"
                    },
                    setResponseHeaders: {
                        $ref: "#/components/schemas/StringMap"
                    },
                    removeRequestHeaders: {
                        type: "array",
                        items: {
                            type: "string"
                        }
                    },
                    rewriteResponseHeaders: {
                        type: "array",
                        items: {
                            $ref: "#/components/schemas/RouteRewriteHeader"
                        }
                    },
                    preserveHostHeader: {
                        type: "boolean"
                    },
                    passIdentityHeaders: {
                        type: "boolean"
                    },
                    kubernetesServiceAccountToken: {
                        type: "string"
                    },
                    enableGoogleCloudServerlessAuthentication: {
                        type: "boolean"
                    },
                    showErrorDetails: {
                        type: "boolean"
                    },
                    loadBalancingPolicy: {
                        oneOf: [
                            {
                                "const": "round_robin"
                            },
                            {
                                "const": "least_request"
                            },
                            {
                                "const": "ring_hash"
                            },
                            {
                                "const": "random"
                            },
                            {
                                "const": "maglev"
                            }
                        ]
                    },
                    identityProviderClientId: {
                        type: "string"
                    },
                    identityProviderClientSecret: {
                        type: "string"
                    },
                    policyIds: {
                        type: "array",
                        items: {
                            type: "string",
                            minLength: 1
                        },
                        maxItems: 256
                    },
                    circuitBreakerThresholds: {
                        $ref: "#/components/schemas/CircuitBreakerThresholds",
                        description: "Circuit breaker limits of the route's upstream cluster."
                    },
                    healthyPanicThreshold: {
                        type: "integer",
                        minimum: 0,
                        maximum: 100,
                        description: "Below this percentage of healthy hosts, traffic spreads over all hosts (0 turns it off)."
                    },
                    mcp: {
                        $ref: "#/components/schemas/RouteMcp",
                        description: "The route serves (`server`) or reaches (`client`) Model Context Protocol servers."
                    },
                    sessionRecording: {
                        type: "object",
                        properties: {
                            enabled: {
                                type: "boolean"
                            }
                        },
                        required: []
                    },
                    upstreamTunnel: {
                        type: "object",
                        properties: {
                            sshPolicyId: {
                                type: "string",
                                minLength: 1,
                                maxLength: 64
                            }
                        },
                        required: [],
                        description: "An upstream tunnel for SSH, governed by the policy `sshPolicyId` (a policy the route can see)."
                    },
                    description: {
                        type: "string",
                        maxLength: 4096
                    },
                    logoUrl: {
                        type: "string",
                        maxLength: 2048
                    },
                    originatorId: {
                        type: "string",
                        maxLength: 256
                    },
                    allowUpgrades: {
                        type: "array",
                        items: {
                            type: "string"
                        }
                    },
                    bearerTokenFormat: {
                        oneOf: [
                            {
                                "const": ""
                            },
                            {
                                "const": "default"
                            },
                            {
                                "const": "idp_access_token"
                            },
                            {
                                "const": "idp_identity_token"
                            },
                            {
                                "const": "jwt"
                            }
                        ]
                    },
                    jwtIssuerFormat: {
                        oneOf: [
                            {
                                "const": "hostOnly"
                            },
                            {
                                "const": "uri"
                            }
                        ]
                    },
                    dependsOn: {
                        type: "array",
                        items: {
                            type: "string"
                        }
                    },
                    idpAccessTokenAllowedAudiences: {
                        type: "array",
                        items: {
                            type: "string"
                        }
                    },
                    identityProviders: {
                        type: "array",
                        items: {
                            type: "string",
                            minLength: 1,
                            maxLength: 128
                        },
                        maxItems: 64,
                        description: "With `bearerTokenFormat: \"jwt\"`: the names of the settings' `identityProviders` whose tokens the\nroute accepts (none listed: all of them)."
                    }
                },
                required: [
                    "policies",
                    "enforcedPolicies",
                    "enforcedPolicyIds",
                    "id",
                    "createdAt",
                    "updatedAt",
                    "namespaceId",
                    "name",
                    "from",
                    "allowWebsockets",
                    "allowSpdy",
                    "tlsSkipVerify",
                    "tlsUpstreamAllowRenegotiation",
                    "preserveHostHeader",
                    "enableGoogleCloudServerlessAuthentication",
                    "showErrorDetails",
                    "policyIds"
                ],
                description: "A proxied endpoint, as the API returns it: its write fields (`RouteWrite`, the same types but\nfor the health check's unset fields) and the links read from the policies."
            },
            HttpHealthCheck: {
                type: "object",
                properties: {
                    timeout: {
                        type: "string"
                    },
                    interval: {
                        type: "string"
                    },
                    unhealthyThreshold: {
                        type: "number"
                    },
                    healthyThreshold: {
                        type: "number"
                    },
                    path: {
                        type: "string"
                    },
                    type: {
                        "const": "http"
                    },
                    host: {
                        type: "string"
                    },
                    expectedStatuses: {
                        type: "array",
                        items: {
                            type: "object",
                            properties: {
                                start: {
                                    type: "integer",
                                    minimum: 0
                                },
                                end: {
                                    type: "integer",
                                    minimum: 0
                                }
                            },
                            required: [
                                "start",
                                "end"
                            ]
                        }
                    },
                    codecClientType: {
                        oneOf: [
                            {
                                "const": "http1"
                            },
                            {
                                "const": "http2"
                            },
                            {
                                "const": "http3"
                            }
                        ]
                    }
                },
                required: [
                    "type"
                ],
                description: "HTTP health check."
            },
            TcpHealthCheck: {
                type: "object",
                properties: {
                    timeout: {
                        type: "string"
                    },
                    interval: {
                        type: "string"
                    },
                    unhealthyThreshold: {
                        type: "number"
                    },
                    healthyThreshold: {
                        type: "number"
                    },
                    type: {
                        "const": "tcp"
                    },
                    send: {
                        type: "string"
                    },
                    receive: {
                        type: "array",
                        items: {
                            type: "string"
                        }
                    }
                },
                required: [
                    "type"
                ],
                description: "TCP health check."
            },
            GrpcHealthCheck: {
                type: "object",
                properties: {
                    timeout: {
                        type: "string"
                    },
                    interval: {
                        type: "string"
                    },
                    unhealthyThreshold: {
                        type: "number"
                    },
                    healthyThreshold: {
                        type: "number"
                    },
                    type: {
                        "const": "grpc"
                    },
                    authority: {
                        type: "string"
                    },
                    serviceName: {
                        type: "string"
                    }
                },
                required: [
                    "type"
                ],
                description: "gRPC health check."
            },
            RouteRedirect: {
                type: "object",
                properties: {
                    httpsRedirect: {
                        type: "boolean"
                    },
                    schemeRedirect: {
                        type: "string"
                    },
                    hostRedirect: {
                        type: "string"
                    },
                    portRedirect: {
                        type: "integer",
                        minimum: 0,
                        maximum: 65535
                    },
                    pathRedirect: {
                        type: "string"
                    },
                    prefixRewrite: {
                        type: "string"
                    },
                    responseCode: {
                        type: "integer",
                        minimum: 0
                    },
                    stripQuery: {
                        type: "boolean"
                    }
                },
                required: [],
                description: "A redirect a route answers with instead of proxying."
            },
            EntityName: {
                type: "string",
                minLength: 1,
                maxLength: 128,
                description: "A name of a policy, route, namespace or cluster: 1 to 128 characters."
            },
            RouteDirectResponse: {
                type: "object",
                properties: {
                    status: {
                        type: "integer",
                        minimum: 0
                    },
                    body: {
                        type: "string"
                    }
                },
                required: [
                    "status",
                    "body"
                ],
                description: "A direct response a route returns instead of proxying."
            },
            Duration: {
                type: "string",
                pattern: "^([0-9]+(y|w|d|h|m|s|ms))+$",
                description: "A duration in the proxy's notation: one or more number+unit groups (`30s`, `1h30m`, `500ms`).\nUnits: y, w, d, h, m, s, ms. No fractions, no sign, no spaces."
            },
            StringMap: {
                type: "object",
                properties: {},
                required: [],
                description: "A map of string keys to string values.",
                additionalProperties: {
                    type: "string"
                }
            },
            RouteRewriteHeader: {
                type: "object",
                properties: {
                    header: {
                        type: "string"
                    },
                    matcher: {
                        type: "object",
                        properties: {
                            prefix: {
                                type: "string"
                            }
                        },
                        required: []
                    },
                    value: {
                        type: "string"
                    }
                },
                required: [
                    "header",
                    "value"
                ],
                description: "A response-header rewrite."
            },
            CircuitBreakerThresholds: {
                type: "object",
                properties: {
                    maxConnectionPools: {
                        type: "integer",
                        minimum: 0
                    },
                    maxConnections: {
                        type: "integer",
                        minimum: 0
                    },
                    maxPendingRequests: {
                        type: "integer",
                        minimum: 0
                    },
                    maxRequests: {
                        type: "integer",
                        minimum: 0
                    },
                    maxRetries: {
                        type: "integer",
                        minimum: 0
                    }
                },
                required: [],
                description: "Circuit breaker limits (the hosted API's CircuitBreakerThresholds)."
            },
            RouteMcp: {
                type: "object",
                properties: {
                    client: {
                        $ref: "#/components/schemas/Recordstringnever"
                    },
                    server: {
                        type: "object",
                        properties: {
                            authorizationServerUrl: {
                                type: "string",
                                maxLength: 2048
                            },
                            maxRequestBytes: {
                                type: "integer",
                                minimum: 0
                            },
                            path: {
                                type: "string",
                                maxLength: 2048
                            },
                            upstreamOAuth2: {
                                $ref: "#/components/schemas/UpstreamOAuth2"
                            }
                        },
                        required: []
                    }
                },
                required: [],
                description: "MCP settings of a route: it serves an MCP server (`server`) or MCP clients (`client`)."
            },
            Recordstringnever: {
                type: "object",
                properties: {},
                required: [],
                description: "Construct a type with a set of properties K of type T"
            },
            UpstreamOAuth2: {
                type: "object",
                properties: {
                    clientId: {
                        type: "string",
                        maxLength: 1024
                    },
                    clientSecret: {
                        type: "string",
                        maxLength: 4096
                    },
                    oauth2Endpoint: {
                        type: "object",
                        properties: {
                            authUrl: {
                                type: "string",
                                maxLength: 2048
                            },
                            tokenUrl: {
                                type: "string",
                                maxLength: 2048
                            },
                            authStyle: {
                                oneOf: [
                                    {
                                        "const": "OAUTH2_AUTH_STYLE_UNSPECIFIED"
                                    },
                                    {
                                        "const": "OAUTH2_AUTH_STYLE_IN_HEADER"
                                    },
                                    {
                                        "const": "OAUTH2_AUTH_STYLE_IN_PARAMS"
                                    }
                                ]
                            }
                        },
                        required: [],
                        description: "Where the upstream's authorization server is, and how it wants the client's credentials."
                    },
                    scopes: {
                        type: "array",
                        items: {
                            type: "string"
                        }
                    },
                    authorizationUrlParams: {
                        $ref: "#/components/schemas/StringMap",
                        description: "Extra query parameters of the authorization URL (for example `access_type`, `prompt`)."
                    }
                },
                required: [
                    "clientId"
                ],
                description: "The OAuth2 client an MCP server route uses to reach its upstream. `clientSecret` is a secret like a\nroute's others: shown only to roles that may write it, masked in the activity log, sealed at rest,\nand kept when a write leaves it out."
            },
            Settings: {
                type: "object",
                properties: {
                    id: {
                        type: "string"
                    },
                    createdAt: {
                        type: "string"
                    },
                    updatedAt: {
                        type: "string"
                    },
                    logLevel: {
                        type: "string"
                    },
                    proxyLogLevel: {
                        type: "string"
                    },
                    address: {
                        type: "string"
                    },
                    dnsLookupFamily: {
                        $ref: "#/components/schemas/DNSLookupFamily"
                    },
                    httpRedirectAddr: {
                        type: "string"
                    },
                    timeoutRead: {
                        $ref: "#/components/schemas/Duration"
                    },
                    timeoutWrite: {
                        $ref: "#/components/schemas/Duration"
                    },
                    timeoutIdle: {
                        $ref: "#/components/schemas/Duration"
                    },
                    cookieName: {
                        type: "string",
                        minLength: 1
                    },
                    cookieSecret: {
                        type: "string"
                    },
                    cookieDomain: {
                        type: "string"
                    },
                    cookieHttpOnly: {
                        type: "boolean"
                    },
                    cookieExpire: {
                        $ref: "#/components/schemas/Duration"
                    },
                    cookieSameSite: {
                        type: "string"
                    },
                    certificateAuthorityKeyPairId: {
                        type: "string"
                    },
                    setResponseHeaders: {
                        $ref: "#/components/schemas/StringMap"
                    },
                    jwtClaimsHeaders: {
                        $ref: "#/components/schemas/StringMap"
                    },
                    defaultUpstreamTimeout: {
                        $ref: "#/components/schemas/Duration"
                    },
                    metricsAddress: {
                        type: "string"
                    },
                    tracingProvider: {
                        type: "string"
                    },
                    tracingSampleRate: {
                        type: "number",
                        minimum: 0,
                        maximum: 1
                    },
                    tracingDatadogAddress: {
                        type: "string"
                    },
                    tracingJaegerCollectorEndpoint: {
                        type: "string"
                    },
                    tracingJaegerAgentEndpoint: {
                        type: "string"
                    },
                    tracingZipkinEndpoint: {
                        type: "string"
                    },
                    downstreamMtlsCaKeyPairId: {
                        type: "string"
                    },
                    googleCloudServerlessAuthenticationServiceAccount: {
                        type: "string"
                    },
                    skipXffAppend: {
                        type: "boolean"
                    },
                    databrokerStorageConnection: {
                        type: "string"
                    },
                    accessLogFields: {
                        type: "array",
                        items: {
                            type: "string"
                        }
                    },
                    authorizeLogFields: {
                        type: "array",
                        items: {
                            type: "string"
                        }
                    },
                    passIdentityHeaders: {
                        type: "boolean"
                    },
                    autoApplyChangesets: {
                        type: "boolean"
                    },
                    authenticateServiceUrl: {
                        type: "string"
                    },
                    identityProvider: {
                        oneOf: [
                            {
                                "const": "apple"
                            },
                            {
                                "const": "auth0"
                            },
                            {
                                "const": "azure"
                            },
                            {
                                "const": "cognito"
                            },
                            {
                                "const": "github"
                            },
                            {
                                "const": "gitlab"
                            },
                            {
                                "const": "google"
                            },
                            {
                                "const": "oidc"
                            },
                            {
                                "const": "okta"
                            },
                            {
                                "const": "onelogin"
                            },
                            {
                                "const": "ping"
                            }
                        ]
                    },
                    identityProviderClientId: {
                        type: "string"
                    },
                    identityProviderClientSecret: {
                        type: "string"
                    },
                    identityProviderRequestParams: {
                        $ref: "#/components/schemas/StringMap"
                    },
                    identityProviderScopes: {
                        type: "array",
                        items: {
                            type: "string"
                        }
                    },
                    identityProviderUrl: {
                        type: "string"
                    },
                    codecType: {
                        oneOf: [
                            {
                                "const": ""
                            },
                            {
                                "const": "http1"
                            },
                            {
                                "const": "http2"
                            },
                            {
                                "const": "http3"
                            },
                            {
                                "const": "auto"
                            }
                        ]
                    },
                    bearerTokenFormat: {
                        oneOf: [
                            {
                                "const": ""
                            },
                            {
                                "const": "default"
                            },
                            {
                                "const": "idp_access_token"
                            },
                            {
                                "const": "idp_identity_token"
                            },
                            {
                                "const": "jwt"
                            }
                        ]
                    },
                    allowUpgrades: {
                        type: "array",
                        items: {
                            type: "string"
                        }
                    },
                    circuitBreakerThresholds: {
                        $ref: "#/components/schemas/CircuitBreakerThresholds"
                    },
                    dnsFailureRefreshRate: {
                        $ref: "#/components/schemas/Duration"
                    },
                    dnsQueryTimeout: {
                        $ref: "#/components/schemas/Duration"
                    },
                    dnsQueryTries: {
                        type: "integer",
                        minimum: 0
                    },
                    dnsRefreshRate: {
                        $ref: "#/components/schemas/Duration"
                    },
                    dnsUdpMaxQueries: {
                        type: "integer",
                        minimum: 0
                    },
                    dnsUseTcp: {
                        type: "boolean"
                    },
                    idpAccessTokenAllowedAudiences: {
                        type: "array",
                        items: {
                            type: "string"
                        }
                    },
                    otelTracesExporter: {
                        type: "string"
                    },
                    otelTracesSamplerArg: {
                        type: "number",
                        minimum: 0,
                        maximum: 1
                    },
                    otelExporterOtlpEndpoint: {
                        type: "string"
                    },
                    otelExporterOtlpHeaders: {
                        type: "array",
                        items: {
                            type: "string"
                        }
                    },
                    otelExporterOtlpProtocol: {
                        type: "string"
                    },
                    otelExporterOtlpTimeout: {
                        $ref: "#/components/schemas/Duration"
                    },
                    otelResourceAttributes: {
                        type: "array",
                        items: {
                            type: "string"
                        }
                    },
                    otelLogLevel: {
                        type: "string"
                    },
                    sshAddress: {
                        type: "string"
                    },
                    sshHostKeys: {
                        type: "array",
                        items: {
                            type: "string"
                        }
                    },
                    sshUserCaKey: {
                        type: "string"
                    },
                    mcpAllowedClientIdDomains: {
                        type: "array",
                        items: {
                            type: "string"
                        }
                    },
                    mcpAllowedAsMetadataDomains: {
                        type: "array",
                        items: {
                            type: "string"
                        }
                    },
                    mcpDynamicClientRegistration: {
                        type: "boolean"
                    },
                    blobStorage: {
                        type: "object",
                        properties: {
                            bucket_uri: {
                                type: "string",
                                maxLength: 2048
                            },
                            managed_prefix: {
                                type: "string",
                                maxLength: 1024
                            }
                        },
                        required: [],
                        description: "Blob storage of session recordings: the hosted API's snake_case members."
                    },
                    envoyDynamicExtensions: {
                        type: "array",
                        items: {
                            type: "string"
                        }
                    },
                    otelAttributeValueLengthLimit: {
                        type: "integer"
                    },
                    otelBspMaxExportBatchSize: {
                        type: "integer"
                    },
                    otelBspScheduleDelay: {
                        $ref: "#/components/schemas/Duration"
                    },
                    otelExporterOtlpTracesEndpoint: {
                        type: "string"
                    },
                    otelExporterOtlpTracesHeaders: {
                        type: "array",
                        items: {
                            type: "string"
                        }
                    },
                    otelExporterOtlpTracesProtocol: {
                        type: "string"
                    },
                    otelExporterOtlpTracesTimeout: {
                        $ref: "#/components/schemas/Duration"
                    },
                    sessionRecordingConcurrency: {
                        type: "integer",
                        minimum: 0
                    },
                    normalizePath: {
                        type: "boolean",
                        description: "Normalise request paths (RFC 3986: dot segments, percent-encodings) before routing and policies. The proxy's default: true."
                    },
                    mergeSlashes: {
                        type: "boolean",
                        description: "Merge adjacent slashes of request paths before routing and policies. The proxy's default (since 0.33): true."
                    },
                    pathWithEscapedSlashesAction: {
                        oneOf: [
                            {
                                "const": ""
                            },
                            {
                                "const": "keep_unchanged"
                            },
                            {
                                "const": "reject_request"
                            },
                            {
                                "const": "unescape_and_redirect"
                            },
                            {
                                "const": "unescape_and_forward"
                            }
                        ],
                        description: "What the proxy does with a path holding an escaped slash (`%2F`, `%5C`): keep it, reject the request\nwith 400 (the proxy's default since 0.33), unescape and redirect, or unescape and forward."
                    },
                    identityProviders: {
                        $ref: "#/components/schemas/RecordstringWorkloadIdentityProvider",
                        description: "Identity providers of workload JWTs (`bearerTokenFormat: \"jwt\"`), by name (lower case: the proxy's file loader lower-cases keys)."
                    },
                    headersWithUnderscoresAction: {
                        oneOf: [
                            {
                                "const": ""
                            },
                            {
                                "const": "allow"
                            },
                            {
                                "const": "reject_request"
                            },
                            {
                                "const": "drop_header"
                            }
                        ],
                        description: "What the proxy does with a request header whose name holds `_`: allow it, reject the request with 400 (the proxy's default), or drop the header."
                    },
                    originatorId: {
                        type: "string",
                        maxLength: 256
                    }
                },
                required: [
                    "id",
                    "createdAt",
                    "updatedAt",
                    "logLevel",
                    "address",
                    "dnsLookupFamily",
                    "timeoutRead",
                    "timeoutWrite",
                    "timeoutIdle",
                    "cookieName",
                    "cookieHttpOnly",
                    "cookieExpire",
                    "defaultUpstreamTimeout",
                    "tracingSampleRate",
                    "skipXffAppend",
                    "passIdentityHeaders",
                    "autoApplyChangesets"
                ],
                description: "The settings of one cluster."
            },
            DNSLookupFamily: {
                oneOf: [
                    {
                        "const": "V4_ONLY"
                    },
                    {
                        "const": "V6_ONLY"
                    },
                    {
                        "const": "V4_PREFERRED"
                    },
                    {
                        "const": "AUTO"
                    },
                    {
                        "const": "ALL"
                    }
                ],
                description: "DNS resolution policy of the proxy."
            },
            RecordstringWorkloadIdentityProvider: {
                type: "object",
                properties: {},
                required: [],
                description: "Construct a type with a set of properties K of type T",
                additionalProperties: {
                    $ref: "#/components/schemas/WorkloadIdentityProvider"
                }
            },
            WorkloadIdentityProvider: {
                type: "object",
                properties: {
                    issuer: {
                        type: "string",
                        minLength: 1,
                        maxLength: 2048,
                        description: "The `iss` the tokens carry: required, and unique across the settings' providers."
                    },
                    jwksUrl: {
                        type: "string",
                        maxLength: 2048,
                        description: "Where the signing keys are, when OIDC discovery at the issuer cannot be used."
                    },
                    supportedAlgs: {
                        type: "array",
                        items: {
                            type: "string",
                            minLength: 1,
                            maxLength: 16
                        },
                        maxItems: 16,
                        description: "Accepted signing algorithms (the proxy's default: RS256, ES256, EdDSA); never `none` or HS*."
                    },
                    audiences: {
                        type: "array",
                        items: {
                            type: "string",
                            minLength: 1,
                            maxLength: 1024
                        },
                        minItems: 1,
                        maxItems: 64,
                        description: "Audiences accepted: at least one must be in a token's `aud`. Required and not empty."
                    }
                },
                required: [
                    "issuer",
                    "audiences"
                ],
                description: "An identity provider whose JWTs routes with the `jwt` bearer token format accept (workload tokens:\nKubernetes service-account tokens, CI OIDC tokens, SPIFFE JWT-SVIDs). Not the sign-in provider."
            },
            User: {
                type: "object",
                properties: {
                    email: {
                        type: "string"
                    },
                    displayName: {
                        type: "string"
                    },
                    needsOnboarding: {
                        type: "boolean"
                    },
                    photoUrl: {
                        type: "string"
                    },
                    type: {
                        $ref: "#/components/schemas/UserType"
                    },
                    id: {
                        type: "string"
                    },
                    createdAt: {
                        type: "string"
                    },
                    updatedAt: {
                        type: "string"
                    }
                },
                required: [
                    "email",
                    "displayName",
                    "needsOnboarding",
                    "photoUrl",
                    "type",
                    "id",
                    "createdAt",
                    "updatedAt"
                ],
                description: "A person or a machine that calls the API."
            },
            ActivityListQuery: {
                type: "object",
                properties: {
                    activityType: {
                        oneOf: [
                            {
                                "const": "create"
                            },
                            {
                                "const": "delete"
                            },
                            {
                                "const": "update"
                            }
                        ]
                    },
                    entityId: {
                        type: "string"
                    },
                    entityType: {
                        oneOf: [
                            {
                                "const": "changeset"
                            },
                            {
                                "const": "custom_domain"
                            },
                            {
                                "const": "domain"
                            },
                            {
                                "const": "feature_flag"
                            },
                            {
                                "const": "key_pair"
                            },
                            {
                                "const": "namespace"
                            },
                            {
                                "const": "organization"
                            },
                            {
                                "const": "policy"
                            },
                            {
                                "const": "route"
                            },
                            {
                                "const": "settings"
                            },
                            {
                                "const": "service_account"
                            },
                            {
                                "const": "policy_test_suite"
                            }
                        ]
                    },
                    changesetId: {
                        type: "string"
                    },
                    namespaceId: {
                        type: "string"
                    },
                    userId: {
                        type: "string"
                    },
                    offset: {
                        type: "integer",
                        minimum: 0
                    },
                    limit: {
                        type: "integer",
                        minimum: 1,
                        description: "Page size; values above 1000 are read as 1000 (the hosted API's type is unbounded)."
                    },
                    orderBy: {
                        type: "string",
                        maxLength: 256,
                        description: "Comma-separated fields, `-` for descending (default: newest first)."
                    },
                    filter: {
                        type: "string",
                        maxLength: 16384,
                        description: "The hosted API's JSON filter model (docs/wire-contract.md)."
                    }
                },
                required: [],
                description: "Query of listActivityLogs."
            },
            ApiAccessUserCreate: {
                type: "object",
                properties: {
                    name: {
                        type: "string",
                        minLength: 1,
                        maxLength: 256
                    },
                    role: {
                        oneOf: [
                            {
                                "const": "owner"
                            },
                            {
                                "const": "admin"
                            },
                            {
                                "const": "auditor"
                            },
                            {
                                "const": "member"
                            }
                        ]
                    }
                },
                required: [
                    "name"
                ],
                description: "Body of createApiAccessUser."
            },
            ChangesetCompareQuery: {
                type: "object",
                properties: {
                    clusterId: {
                        type: "string",
                        minLength: 1
                    },
                    firstId: {
                        type: "string"
                    },
                    secondId: {
                        type: "string"
                    }
                },
                required: [
                    "clusterId"
                ],
                description: "Query of compareChangesets."
            },
            ChangesetListQuery: {
                type: "object",
                properties: {
                    clusterId: {
                        type: "string"
                    },
                    status: {
                        oneOf: [
                            {
                                "const": "pending"
                            },
                            {
                                "const": "applying"
                            },
                            {
                                "const": "applied"
                            },
                            {
                                "const": "failed"
                            },
                            {
                                "const": "current"
                            },
                            {
                                "const": "rejected"
                            }
                        ]
                    },
                    offset: {
                        type: "integer",
                        minimum: 0
                    },
                    limit: {
                        type: "integer",
                        minimum: 1,
                        description: "Page size; values above 1000 are read as 1000 (the hosted API's type is unbounded)."
                    },
                    orderBy: {
                        type: "string",
                        maxLength: 256,
                        description: "Comma-separated fields, `-` for descending (default: newest first)."
                    },
                    filter: {
                        type: "string",
                        maxLength: 16384,
                        description: "The hosted API's JSON filter model (docs/wire-contract.md)."
                    }
                },
                required: [],
                description: "Query of listChangesets."
            },
            ClusterCreate: {
                type: "object",
                properties: {
                    name: {
                        $ref: "#/components/schemas/EntityName"
                    },
                    domain: {
                        $ref: "#/components/schemas/Hostname"
                    },
                    flavor: {
                        type: "string",
                        maxLength: 64
                    },
                    manualOverrideIpAddress: {
                        oneOf: [
                            {
                                type: "string",
                                format: "ipv4"
                            },
                            {
                                type: "string",
                                format: "ipv6"
                            }
                        ]
                    }
                },
                required: [
                    "name",
                    "domain"
                ],
                description: "Body of createCluster."
            },
            Hostname: {
                type: "string",
                minLength: 1,
                maxLength: 253,
                pattern: "^(?=.{1,253}$)([a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)(\\.([a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?))*$",
                description: "A hostname such as `proxy.example.com` (no scheme, no port)."
            },
            ClusterUpdate: {
                type: "object",
                properties: {
                    name: {
                        $ref: "#/components/schemas/EntityName"
                    },
                    flavor: {
                        type: "string",
                        maxLength: 64
                    },
                    manualOverrideIpAddress: {
                        oneOf: [
                            {
                                type: "string",
                                format: "ipv4"
                            },
                            {
                                type: "string",
                                format: "ipv6"
                            }
                        ]
                    }
                },
                required: [
                    "name"
                ],
                description: "Body of updateCluster. The domain of a cluster cannot change."
            },
            ConfigListQuery: {
                type: "object",
                properties: {
                    namespaceId: {
                        type: "string",
                        minLength: 1
                    },
                    includeDescendants: {
                        type: "boolean"
                    },
                    offset: {
                        type: "integer",
                        minimum: 0
                    },
                    limit: {
                        type: "integer",
                        minimum: 1,
                        description: "Page size; values above 10 000 are read as 10 000 (the hosted API's type is unbounded)."
                    },
                    orderBy: {
                        type: "string",
                        maxLength: 256,
                        description: "Comma-separated fields, `-` for descending; the fields of the list's `filter` (docs/wire-contract.md)."
                    },
                    filter: {
                        type: "string",
                        maxLength: 16384,
                        description: "The hosted API's JSON filter model: `{items: [{field, operator, value}], logicOperator?, quickFilterValues?, quickFilterLogicOperator?}`."
                    }
                },
                required: [
                    "namespaceId"
                ],
                description: "Query of listPolicies, listRoutes and listKeyPairs."
            },
            InviteCreate: {
                type: "object",
                properties: {
                    emails: {
                        type: "array",
                        items: {
                            type: "string",
                            format: "email",
                            maxLength: 320
                        },
                        minItems: 1,
                        maxItems: 100
                    },
                    role: {
                        $ref: "#/components/schemas/OrganizationRole"
                    }
                },
                required: [
                    "emails",
                    "role"
                ],
                description: "Body of createOrganizationInvite."
            },
            KeyPairWrite: {
                type: "object",
                properties: {
                    namespaceId: {
                        type: "string",
                        minLength: 1
                    },
                    name: {
                        type: "string",
                        maxLength: 128
                    },
                    certificate: {
                        type: "string",
                        maxLength: 1048576
                    },
                    key: {
                        type: "string",
                        maxLength: 65536
                    },
                    originatorId: {
                        type: "string",
                        maxLength: 256
                    }
                },
                required: [
                    "namespaceId"
                ],
                description: "Body of createKeyPair and updateKeyPair. PEM texts are checked by the certificate module."
            },
            NamespaceCreate: {
                type: "object",
                properties: {
                    name: {
                        $ref: "#/components/schemas/EntityName"
                    },
                    parentId: {
                        type: "string",
                        minLength: 1,
                        maxLength: 64
                    }
                },
                required: [
                    "name",
                    "parentId"
                ],
                description: "Body of createNamespace (extension)."
            },
            NamespaceUpdate: {
                type: "object",
                properties: {
                    name: {
                        $ref: "#/components/schemas/EntityName"
                    }
                },
                required: [
                    "name"
                ],
                description: "Body of updateNamespace (extension)."
            },
            OrganizationWrite: {
                type: "object",
                properties: {
                    name: {
                        $ref: "#/components/schemas/EntityName"
                    },
                    logoURL: {
                        type: "string",
                        maxLength: 2048
                    },
                    ownerUserId: {
                        type: "string",
                        minLength: 1,
                        maxLength: 64,
                        description: "Transfers ownership (`updateOrganization`, owners only): the user must be a member, and becomes an\nowner. The previous owner stays a member with their role. Ignored when unchanged."
                    }
                },
                required: [
                    "name"
                ],
                description: "Body of createOrganization and updateOrganization."
            },
            PatchDocument: {
                type: "array",
                items: {
                    $ref: "#/components/schemas/PatchOperation"
                },
                maxItems: 1000,
                description: "A JSON Patch document."
            },
            PolicyWrite: {
                type: "object",
                properties: {
                    namespaceId: {
                        type: "string",
                        minLength: 1
                    },
                    name: {
                        $ref: "#/components/schemas/EntityName"
                    },
                    enforced: {
                        type: "boolean"
                    },
                    ppl: {
                        oneOf: [
                            {
                                type: "array",
                                items: {
                                    $ref: "#/components/schemas/Recordstringunknown"
                                }
                            },
                            {
                                $ref: "#/components/schemas/Recordstringunknown"
                            }
                        ]
                    },
                    description: {
                        type: "string",
                        maxLength: 4096
                    },
                    explanation: {
                        type: "string",
                        maxLength: 4096
                    },
                    remediation: {
                        type: "string",
                        maxLength: 4096
                    },
                    originatorId: {
                        type: "string",
                        maxLength: 256
                    }
                },
                required: [
                    "namespaceId",
                    "name",
                    "enforced",
                    "ppl",
                    "description",
                    "explanation",
                    "remediation"
                ],
                description: "Body of createPolicy and updatePolicy. `ppl` is checked in depth by the PPL validator."
            },
            RouteWrite: {
                type: "object",
                properties: {
                    namespaceId: {
                        type: "string",
                        minLength: 1
                    },
                    name: {
                        $ref: "#/components/schemas/EntityName"
                    },
                    from: {
                        type: "string",
                        minLength: 1,
                        maxLength: 2048
                    },
                    to: {
                        type: "array",
                        items: {
                            type: "string",
                            minLength: 1,
                            maxLength: 2048
                        }
                    },
                    response: {
                        $ref: "#/components/schemas/RouteDirectResponse"
                    },
                    redirect: {
                        $ref: "#/components/schemas/RouteRedirect"
                    },
                    prefix: {
                        type: "string"
                    },
                    path: {
                        type: "string"
                    },
                    regex: {
                        type: "string"
                    },
                    prefixRewrite: {
                        type: "string"
                    },
                    regexRewritePattern: {
                        type: "string"
                    },
                    regexRewriteSubstitution: {
                        type: "string"
                    },
                    hostRewrite: {
                        type: "string"
                    },
                    hostRewriteHeader: {
                        type: "string"
                    },
                    hostPathRegexRewritePattern: {
                        type: "string"
                    },
                    hostPathRegexRewriteSubstitution: {
                        type: "string"
                    },
                    regexPriorityOrder: {
                        type: "integer"
                    },
                    timeout: {
                        $ref: "#/components/schemas/Duration"
                    },
                    idleTimeout: {
                        $ref: "#/components/schemas/Duration"
                    },
                    allowWebsockets: {
                        type: "boolean"
                    },
                    allowSpdy: {
                        type: "boolean"
                    },
                    tlsSkipVerify: {
                        type: "boolean"
                    },
                    tlsUpstreamAllowRenegotiation: {
                        type: "boolean"
                    },
                    tlsUpstreamServerName: {
                        type: "string"
                    },
                    tlsDownstreamServerName: {
                        type: "string"
                    },
                    tlsCustomCaKeyPairId: {
                        type: "string"
                    },
                    tlsClientKeyPairId: {
                        type: "string"
                    },
                    tlsDownstreamClientCaKeyPairId: {
                        type: "string"
                    },
                    setRequestHeaders: {
                        $ref: "#/components/schemas/StringMap"
                    },
                    setResponseHeaders: {
                        $ref: "#/components/schemas/StringMap"
                    },
                    removeRequestHeaders: {
                        type: "array",
                        items: {
                            type: "string"
                        }
                    },
                    rewriteResponseHeaders: {
                        type: "array",
                        items: {
                            $ref: "#/components/schemas/RouteRewriteHeader"
                        }
                    },
                    preserveHostHeader: {
                        type: "boolean"
                    },
                    passIdentityHeaders: {
                        type: "boolean"
                    },
                    kubernetesServiceAccountToken: {
                        type: "string"
                    },
                    enableGoogleCloudServerlessAuthentication: {
                        type: "boolean"
                    },
                    showErrorDetails: {
                        type: "boolean"
                    },
                    healthCheck: {
                        oneOf: [
                            {
                                $ref: "#/components/schemas/HttpHealthCheckWrite"
                            },
                            {
                                $ref: "#/components/schemas/TcpHealthCheckWrite"
                            },
                            {
                                $ref: "#/components/schemas/GrpcHealthCheckWrite"
                            }
                        ],
                        discriminator: {
                            propertyName: "type",
                            mapping: {
                                http: "#/components/schemas/HttpHealthCheckWrite",
                                tcp: "#/components/schemas/TcpHealthCheckWrite",
                                grpc: "#/components/schemas/GrpcHealthCheckWrite"
                            }
                        }
                    },
                    loadBalancingPolicy: {
                        oneOf: [
                            {
                                "const": "round_robin"
                            },
                            {
                                "const": "least_request"
                            },
                            {
                                "const": "ring_hash"
                            },
                            {
                                "const": "random"
                            },
                            {
                                "const": "maglev"
                            }
                        ]
                    },
                    identityProviderClientId: {
                        type: "string"
                    },
                    identityProviderClientSecret: {
                        type: "string"
                    },
                    policyIds: {
                        type: "array",
                        items: {
                            type: "string",
                            minLength: 1
                        },
                        maxItems: 256
                    },
                    circuitBreakerThresholds: {
                        $ref: "#/components/schemas/CircuitBreakerThresholds",
                        description: "Circuit breaker limits of the route's upstream cluster."
                    },
                    healthyPanicThreshold: {
                        type: "integer",
                        minimum: 0,
                        maximum: 100,
                        description: "Below this percentage of healthy hosts, traffic spreads over all hosts (0 turns it off)."
                    },
                    mcp: {
                        $ref: "#/components/schemas/RouteMcp",
                        description: "The route serves (`server`) or reaches (`client`) Model Context Protocol servers."
                    },
                    sessionRecording: {
                        type: "object",
                        properties: {
                            enabled: {
                                type: "boolean"
                            }
                        },
                        required: []
                    },
                    upstreamTunnel: {
                        type: "object",
                        properties: {
                            sshPolicyId: {
                                type: "string",
                                minLength: 1,
                                maxLength: 64
                            }
                        },
                        required: [],
                        description: "An upstream tunnel for SSH, governed by the policy `sshPolicyId` (a policy the route can see)."
                    },
                    description: {
                        type: "string",
                        maxLength: 4096
                    },
                    logoUrl: {
                        type: "string",
                        maxLength: 2048
                    },
                    originatorId: {
                        type: "string",
                        maxLength: 256
                    },
                    allowUpgrades: {
                        type: "array",
                        items: {
                            type: "string"
                        }
                    },
                    bearerTokenFormat: {
                        oneOf: [
                            {
                                "const": ""
                            },
                            {
                                "const": "default"
                            },
                            {
                                "const": "idp_access_token"
                            },
                            {
                                "const": "idp_identity_token"
                            },
                            {
                                "const": "jwt"
                            }
                        ]
                    },
                    jwtIssuerFormat: {
                        oneOf: [
                            {
                                "const": "hostOnly"
                            },
                            {
                                "const": "uri"
                            }
                        ]
                    },
                    dependsOn: {
                        type: "array",
                        items: {
                            type: "string"
                        }
                    },
                    idpAccessTokenAllowedAudiences: {
                        type: "array",
                        items: {
                            type: "string"
                        }
                    },
                    identityProviders: {
                        type: "array",
                        items: {
                            type: "string",
                            minLength: 1,
                            maxLength: 128
                        },
                        maxItems: 64,
                        description: "With `bearerTokenFormat: \"jwt\"`: the names of the settings' `identityProviders` whose tokens the\nroute accepts (none listed: all of them)."
                    }
                },
                required: [
                    "namespaceId",
                    "name",
                    "from",
                    "allowWebsockets",
                    "allowSpdy",
                    "tlsSkipVerify",
                    "tlsUpstreamAllowRenegotiation",
                    "preserveHostHeader",
                    "enableGoogleCloudServerlessAuthentication",
                    "showErrorDetails",
                    "policyIds"
                ],
                description: "Body of createRoute and updateRoute. Cross-field rules are checked by the route service."
            },
            HttpHealthCheckWrite: {
                type: "object",
                properties: {
                    type: {
                        "const": "http"
                    },
                    host: {
                        type: "string"
                    },
                    path: {
                        type: "string"
                    },
                    expectedStatuses: {
                        type: "array",
                        items: {
                            type: "object",
                            properties: {
                                start: {
                                    type: "integer",
                                    minimum: 0
                                },
                                end: {
                                    type: "integer",
                                    minimum: 0
                                }
                            },
                            required: [
                                "start",
                                "end"
                            ]
                        }
                    },
                    codecClientType: {
                        oneOf: [
                            {
                                "const": "http1"
                            },
                            {
                                "const": "http2"
                            },
                            {
                                "const": "http3"
                            }
                        ]
                    },
                    timeout: {
                        $ref: "#/components/schemas/Duration"
                    },
                    interval: {
                        $ref: "#/components/schemas/Duration"
                    },
                    unhealthyThreshold: {
                        type: "integer",
                        minimum: 0
                    },
                    healthyThreshold: {
                        type: "integer",
                        minimum: 0
                    }
                },
                required: [
                    "type"
                ],
                description: "Write shape of an HTTP health check."
            },
            TcpHealthCheckWrite: {
                type: "object",
                properties: {
                    type: {
                        "const": "tcp"
                    },
                    send: {
                        type: "string"
                    },
                    receive: {
                        type: "array",
                        items: {
                            type: "string"
                        }
                    },
                    timeout: {
                        $ref: "#/components/schemas/Duration"
                    },
                    interval: {
                        $ref: "#/components/schemas/Duration"
                    },
                    unhealthyThreshold: {
                        type: "integer",
                        minimum: 0
                    },
                    healthyThreshold: {
                        type: "integer",
                        minimum: 0
                    }
                },
                required: [
                    "type"
                ],
                description: "Write shape of a TCP health check."
            },
            GrpcHealthCheckWrite: {
                type: "object",
                properties: {
                    type: {
                        "const": "grpc"
                    },
                    authority: {
                        type: "string"
                    },
                    serviceName: {
                        type: "string"
                    },
                    timeout: {
                        $ref: "#/components/schemas/Duration"
                    },
                    interval: {
                        $ref: "#/components/schemas/Duration"
                    },
                    unhealthyThreshold: {
                        type: "integer",
                        minimum: 0
                    },
                    healthyThreshold: {
                        type: "integer",
                        minimum: 0
                    }
                },
                required: [
                    "type"
                ],
                description: "Write shape of a gRPC health check."
            },
            SettingsWrite: {
                type: "object",
                properties: {
                    logLevel: {
                        type: "string"
                    },
                    proxyLogLevel: {
                        type: "string"
                    },
                    address: {
                        type: "string"
                    },
                    dnsLookupFamily: {
                        $ref: "#/components/schemas/DNSLookupFamily"
                    },
                    httpRedirectAddr: {
                        type: "string"
                    },
                    timeoutRead: {
                        $ref: "#/components/schemas/Duration"
                    },
                    timeoutWrite: {
                        $ref: "#/components/schemas/Duration"
                    },
                    timeoutIdle: {
                        $ref: "#/components/schemas/Duration"
                    },
                    cookieName: {
                        type: "string",
                        minLength: 1
                    },
                    cookieSecret: {
                        type: "string"
                    },
                    cookieDomain: {
                        type: "string"
                    },
                    cookieHttpOnly: {
                        type: "boolean"
                    },
                    cookieExpire: {
                        $ref: "#/components/schemas/Duration"
                    },
                    cookieSameSite: {
                        type: "string"
                    },
                    certificateAuthorityKeyPairId: {
                        type: "string"
                    },
                    setResponseHeaders: {
                        $ref: "#/components/schemas/StringMap"
                    },
                    jwtClaimsHeaders: {
                        $ref: "#/components/schemas/StringMap"
                    },
                    defaultUpstreamTimeout: {
                        $ref: "#/components/schemas/Duration"
                    },
                    metricsAddress: {
                        type: "string"
                    },
                    tracingProvider: {
                        type: "string"
                    },
                    tracingSampleRate: {
                        type: "number",
                        minimum: 0,
                        maximum: 1
                    },
                    tracingDatadogAddress: {
                        type: "string"
                    },
                    tracingJaegerCollectorEndpoint: {
                        type: "string"
                    },
                    tracingJaegerAgentEndpoint: {
                        type: "string"
                    },
                    tracingZipkinEndpoint: {
                        type: "string"
                    },
                    downstreamMtlsCaKeyPairId: {
                        type: "string"
                    },
                    googleCloudServerlessAuthenticationServiceAccount: {
                        type: "string"
                    },
                    skipXffAppend: {
                        type: "boolean"
                    },
                    databrokerStorageConnection: {
                        type: "string"
                    },
                    accessLogFields: {
                        type: "array",
                        items: {
                            type: "string"
                        }
                    },
                    authorizeLogFields: {
                        type: "array",
                        items: {
                            type: "string"
                        }
                    },
                    passIdentityHeaders: {
                        type: "boolean"
                    },
                    autoApplyChangesets: {
                        type: "boolean"
                    },
                    authenticateServiceUrl: {
                        type: "string"
                    },
                    identityProvider: {
                        oneOf: [
                            {
                                "const": "apple"
                            },
                            {
                                "const": "auth0"
                            },
                            {
                                "const": "azure"
                            },
                            {
                                "const": "cognito"
                            },
                            {
                                "const": "github"
                            },
                            {
                                "const": "gitlab"
                            },
                            {
                                "const": "google"
                            },
                            {
                                "const": "oidc"
                            },
                            {
                                "const": "okta"
                            },
                            {
                                "const": "onelogin"
                            },
                            {
                                "const": "ping"
                            }
                        ]
                    },
                    identityProviderClientId: {
                        type: "string"
                    },
                    identityProviderClientSecret: {
                        type: "string"
                    },
                    identityProviderRequestParams: {
                        $ref: "#/components/schemas/StringMap"
                    },
                    identityProviderScopes: {
                        type: "array",
                        items: {
                            type: "string"
                        }
                    },
                    identityProviderUrl: {
                        type: "string"
                    },
                    codecType: {
                        oneOf: [
                            {
                                "const": ""
                            },
                            {
                                "const": "http1"
                            },
                            {
                                "const": "http2"
                            },
                            {
                                "const": "http3"
                            },
                            {
                                "const": "auto"
                            }
                        ]
                    },
                    bearerTokenFormat: {
                        oneOf: [
                            {
                                "const": ""
                            },
                            {
                                "const": "default"
                            },
                            {
                                "const": "idp_access_token"
                            },
                            {
                                "const": "idp_identity_token"
                            },
                            {
                                "const": "jwt"
                            }
                        ]
                    },
                    allowUpgrades: {
                        type: "array",
                        items: {
                            type: "string"
                        }
                    },
                    circuitBreakerThresholds: {
                        $ref: "#/components/schemas/CircuitBreakerThresholds"
                    },
                    dnsFailureRefreshRate: {
                        $ref: "#/components/schemas/Duration"
                    },
                    dnsQueryTimeout: {
                        $ref: "#/components/schemas/Duration"
                    },
                    dnsQueryTries: {
                        type: "integer",
                        minimum: 0
                    },
                    dnsRefreshRate: {
                        $ref: "#/components/schemas/Duration"
                    },
                    dnsUdpMaxQueries: {
                        type: "integer",
                        minimum: 0
                    },
                    dnsUseTcp: {
                        type: "boolean"
                    },
                    idpAccessTokenAllowedAudiences: {
                        type: "array",
                        items: {
                            type: "string"
                        }
                    },
                    otelTracesExporter: {
                        type: "string"
                    },
                    otelTracesSamplerArg: {
                        type: "number",
                        minimum: 0,
                        maximum: 1
                    },
                    otelExporterOtlpEndpoint: {
                        type: "string"
                    },
                    otelExporterOtlpHeaders: {
                        type: "array",
                        items: {
                            type: "string"
                        }
                    },
                    otelExporterOtlpProtocol: {
                        type: "string"
                    },
                    otelExporterOtlpTimeout: {
                        $ref: "#/components/schemas/Duration"
                    },
                    otelResourceAttributes: {
                        type: "array",
                        items: {
                            type: "string"
                        }
                    },
                    otelLogLevel: {
                        type: "string"
                    },
                    sshAddress: {
                        type: "string"
                    },
                    sshHostKeys: {
                        type: "array",
                        items: {
                            type: "string"
                        }
                    },
                    sshUserCaKey: {
                        type: "string"
                    },
                    mcpAllowedClientIdDomains: {
                        type: "array",
                        items: {
                            type: "string"
                        }
                    },
                    mcpAllowedAsMetadataDomains: {
                        type: "array",
                        items: {
                            type: "string"
                        }
                    },
                    mcpDynamicClientRegistration: {
                        type: "boolean"
                    },
                    blobStorage: {
                        type: "object",
                        properties: {
                            bucket_uri: {
                                type: "string",
                                maxLength: 2048
                            },
                            managed_prefix: {
                                type: "string",
                                maxLength: 1024
                            }
                        },
                        required: [],
                        description: "Blob storage of session recordings: the hosted API's snake_case members."
                    },
                    envoyDynamicExtensions: {
                        type: "array",
                        items: {
                            type: "string"
                        }
                    },
                    otelAttributeValueLengthLimit: {
                        type: "integer"
                    },
                    otelBspMaxExportBatchSize: {
                        type: "integer"
                    },
                    otelBspScheduleDelay: {
                        $ref: "#/components/schemas/Duration"
                    },
                    otelExporterOtlpTracesEndpoint: {
                        type: "string"
                    },
                    otelExporterOtlpTracesHeaders: {
                        type: "array",
                        items: {
                            type: "string"
                        }
                    },
                    otelExporterOtlpTracesProtocol: {
                        type: "string"
                    },
                    otelExporterOtlpTracesTimeout: {
                        $ref: "#/components/schemas/Duration"
                    },
                    sessionRecordingConcurrency: {
                        type: "integer",
                        minimum: 0
                    },
                    normalizePath: {
                        type: "boolean",
                        description: "Normalise request paths (RFC 3986: dot segments, percent-encodings) before routing and policies. The proxy's default: true."
                    },
                    mergeSlashes: {
                        type: "boolean",
                        description: "Merge adjacent slashes of request paths before routing and policies. The proxy's default (since 0.33): true."
                    },
                    pathWithEscapedSlashesAction: {
                        oneOf: [
                            {
                                "const": ""
                            },
                            {
                                "const": "keep_unchanged"
                            },
                            {
                                "const": "reject_request"
                            },
                            {
                                "const": "unescape_and_redirect"
                            },
                            {
                                "const": "unescape_and_forward"
                            }
                        ],
                        description: "What the proxy does with a path holding an escaped slash (`%2F`, `%5C`): keep it, reject the request\nwith 400 (the proxy's default since 0.33), unescape and redirect, or unescape and forward."
                    },
                    identityProviders: {
                        $ref: "#/components/schemas/RecordstringWorkloadIdentityProvider",
                        description: "Identity providers of workload JWTs (`bearerTokenFormat: \"jwt\"`), by name (lower case: the proxy's file loader lower-cases keys)."
                    },
                    headersWithUnderscoresAction: {
                        oneOf: [
                            {
                                "const": ""
                            },
                            {
                                "const": "allow"
                            },
                            {
                                "const": "reject_request"
                            },
                            {
                                "const": "drop_header"
                            }
                        ],
                        description: "What the proxy does with a request header whose name holds `_`: allow it, reject the request with 400 (the proxy's default), or drop the header."
                    },
                    originatorId: {
                        type: "string",
                        maxLength: 256
                    }
                },
                required: [
                    "logLevel",
                    "address",
                    "dnsLookupFamily",
                    "timeoutRead",
                    "timeoutWrite",
                    "timeoutIdle",
                    "cookieName",
                    "cookieHttpOnly",
                    "cookieExpire",
                    "defaultUpstreamTimeout",
                    "tracingSampleRate",
                    "skipXffAppend",
                    "passIdentityHeaders",
                    "autoApplyChangesets"
                ],
                description: "Body of updateSettings (the settings write fields)."
            },
            TokenRequest: {
                type: "object",
                properties: {
                    refreshToken: {
                        type: "string",
                        minLength: 1,
                        maxLength: 512
                    }
                },
                required: [
                    "refreshToken"
                ],
                description: "Body of `POST /token`."
            },
            UserListQuery: {
                type: "object",
                properties: {
                    userType: {
                        oneOf: [
                            {
                                "const": "user_type_interactive"
                            },
                            {
                                "const": "user_type_api_access"
                            }
                        ]
                    }
                },
                required: [],
                description: "Query of listUsersInOrganization."
            },
            ChangesetComparison: {
                type: "object",
                properties: {
                    startChangeset: {
                        $ref: "#/components/schemas/Changeset",
                        description: "The changeset the range starts after; absent when the cluster has none current."
                    },
                    endChangeset: {
                        $ref: "#/components/schemas/Changeset"
                    },
                    entities: {
                        type: "array",
                        items: {
                            type: "array",
                            items: {
                                $ref: "#/components/schemas/ActivityLog"
                            }
                        }
                    }
                },
                required: [
                    "endChangeset",
                    "entities"
                ],
                description: "The answer of `compareChangesets`: per entity changed in the range, its entries oldest first."
            },
            CreatedOrganizationResponse: {
                type: "object",
                properties: {
                    organization: {
                        $ref: "#/components/schemas/Organization"
                    },
                    namespace: {
                        $ref: "#/components/schemas/Namespace"
                    },
                    cluster: {
                        $ref: "#/components/schemas/ClusterWithToken",
                        description: "The first cluster, with its refresh token: the only time it is shown."
                    }
                },
                required: [
                    "organization",
                    "namespace",
                    "cluster"
                ],
                description: "What `createOrganization` made: the organization, its root namespace and its first cluster."
            },
            ErrorEnvelope: {
                type: "object",
                properties: {
                    error: {
                        type: "string",
                        description: "A human-readable message; never a secret, a token, SQL or a stack trace."
                    },
                    code: {
                        $ref: "#/components/schemas/ErrorCode"
                    },
                    details: {
                        type: "array",
                        items: {
                            $ref: "#/components/schemas/ErrorDetailWire"
                        },
                        description: "Every offending value, for validation failures."
                    }
                },
                required: [
                    "error",
                    "code"
                ],
                description: "The body of every error response."
            },
            ErrorCode: {
                oneOf: [
                    {
                        "const": "invalid_argument"
                    },
                    {
                        "const": "unauthenticated"
                    },
                    {
                        "const": "permission_denied"
                    },
                    {
                        "const": "quota_exceeded"
                    },
                    {
                        "const": "not_found"
                    },
                    {
                        "const": "method_not_allowed"
                    },
                    {
                        "const": "already_exists"
                    },
                    {
                        "const": "conflict"
                    },
                    {
                        "const": "failed_precondition"
                    },
                    {
                        "const": "precondition_failed"
                    },
                    {
                        "const": "payload_too_large"
                    },
                    {
                        "const": "unsupported_media_type"
                    },
                    {
                        "const": "resource_exhausted"
                    },
                    {
                        "const": "internal"
                    },
                    {
                        "const": "unavailable"
                    }
                ],
                description: "Machine-readable error codes of the API (see `docs/wire-contract.md`, \"Errors\")."
            },
            ErrorDetailWire: {
                type: "object",
                properties: {
                    path: {
                        type: "string",
                        description: "JSON Pointer (RFC 6901) of the offending value, `\"\"` for the whole body."
                    },
                    message: {
                        type: "string"
                    }
                },
                required: [
                    "path",
                    "message"
                ],
                description: "One offending value of a request."
            },
            HealthStatus: {
                type: "object",
                properties: {
                    status: {
                        oneOf: [
                            {
                                "const": "ready"
                            },
                            {
                                "const": "ok"
                            }
                        ],
                        description: "`ok` (alive) for `/healthz`; `ready` for `/readyz` when the store answers."
                    }
                },
                required: [
                    "status"
                ],
                description: "The answer of the health endpoints."
            },
            RefreshTokenResponse: {
                type: "object",
                properties: {
                    refreshToken: {
                        type: "string"
                    }
                },
                required: [
                    "refreshToken"
                ],
                description: "A refresh token issued by a renewal or rotation; shown only this once."
            },
            SigningKeySet: {
                type: "object",
                properties: {
                    keys: {
                        type: "array",
                        items: {
                            $ref: "#/components/schemas/PublicSigningKey"
                        }
                    }
                },
                required: [
                    "keys"
                ],
                description: "The key set the proxy's upstream applications verify attestations with."
            },
            PublicSigningKey: {
                type: "object",
                properties: {
                    use: {
                        "const": "sig"
                    },
                    kty: {
                        oneOf: [
                            {
                                "const": "EC"
                            },
                            {
                                "const": "RSA"
                            }
                        ]
                    },
                    kid: {
                        type: "string",
                        description: "RFC 7638 SHA-256 thumbprint, lower-case hex."
                    },
                    alg: {
                        oneOf: [
                            {
                                "const": "ES256"
                            },
                            {
                                "const": "RS256"
                            }
                        ]
                    },
                    crv: {
                        type: "string"
                    },
                    x: {
                        type: "string"
                    },
                    y: {
                        type: "string"
                    },
                    n: {
                        type: "string"
                    },
                    e: {
                        type: "string"
                    }
                },
                required: [
                    "use",
                    "kty",
                    "kid",
                    "alg"
                ],
                description: "A public key of the proxy's attestation key set (RFC 7517)."
            },
            SubdomainName: {
                type: "object",
                properties: {
                    name: {
                        type: "string"
                    }
                },
                required: [
                    "name"
                ],
                description: "The answer of `generateSubdomainName`: a DNS label such as `brave-otter-4821`."
            },
            TokenResponse: {
                type: "object",
                properties: {
                    idToken: {
                        type: "string",
                        description: "An ES256 JWT, sent as `Authorization: Bearer <idToken>`."
                    },
                    expiresInSeconds: {
                        type: "string",
                        description: "Its lifetime in seconds, as a string (`\"3600\"`), as the hosted API sends it."
                    }
                },
                required: [
                    "idToken",
                    "expiresInSeconds"
                ],
                description: "The answer of `POST /token`."
            },
            VersionInfo: {
                type: "object",
                properties: {
                    version: {
                        type: "string"
                    }
                },
                required: [
                    "version"
                ],
                description: "The answer of `getVersion`."
            },
            AppliedConfig: {
                type: "object",
                properties: {
                    orgId: {
                        type: "string",
                        readOnly: true
                    },
                    clusterId: {
                        type: "string",
                        readOnly: true
                    },
                    changesetId: {
                        type: "string",
                        description: "The changeset whose application produced it.",
                        readOnly: true
                    },
                    version: {
                        type: "number",
                        description: "1 for the cluster's first applied configuration, one more per apply.",
                        readOnly: true
                    },
                    appliedAt: {
                        type: "string",
                        readOnly: true
                    },
                    settings: {
                        $ref: "#/components/schemas/ReadonlyAppliedSettings",
                        readOnly: true
                    },
                    routes: {
                        type: "array",
                        items: {
                            $ref: "#/components/schemas/AppliedRoute"
                        },
                        readOnly: true
                    },
                    keyPairs: {
                        type: "array",
                        items: {
                            $ref: "#/components/schemas/AppliedKeyPair"
                        },
                        readOnly: true
                    },
                    serviceAccounts: {
                        type: "array",
                        items: {
                            $ref: "#/components/schemas/AppliedServiceAccount"
                        },
                        description: "The cluster's service accounts, expired ones included (the proxy treats those as absent).",
                        readOnly: true
                    }
                },
                required: [
                    "orgId",
                    "clusterId",
                    "changesetId",
                    "version",
                    "appliedAt",
                    "settings",
                    "routes",
                    "keyPairs",
                    "serviceAccounts"
                ],
                description: "The configuration a cluster runs, as of one applied changeset. Immutable (deeply frozen); a new\napply makes a new one with the next `version`."
            },
            ReadonlyAppliedSettings: {
                type: "object",
                properties: {
                    configServiceFields: {
                        $ref: "#/components/schemas/ConfigServiceFields",
                        description: "Fields set through the vendor's ConfigService that the REST model lacks (proto3 JSON)."
                    },
                    id: {
                        type: "string"
                    },
                    createdAt: {
                        type: "string"
                    },
                    updatedAt: {
                        type: "string"
                    },
                    logLevel: {
                        type: "string"
                    },
                    proxyLogLevel: {
                        type: "string"
                    },
                    address: {
                        type: "string"
                    },
                    dnsLookupFamily: {
                        $ref: "#/components/schemas/DNSLookupFamily"
                    },
                    httpRedirectAddr: {
                        type: "string"
                    },
                    timeoutRead: {
                        $ref: "#/components/schemas/Duration"
                    },
                    timeoutWrite: {
                        $ref: "#/components/schemas/Duration"
                    },
                    timeoutIdle: {
                        $ref: "#/components/schemas/Duration"
                    },
                    cookieName: {
                        type: "string",
                        minLength: 1
                    },
                    cookieSecret: {
                        type: "string"
                    },
                    cookieDomain: {
                        type: "string"
                    },
                    cookieHttpOnly: {
                        type: "boolean"
                    },
                    cookieExpire: {
                        $ref: "#/components/schemas/Duration"
                    },
                    cookieSameSite: {
                        type: "string"
                    },
                    certificateAuthorityKeyPairId: {
                        type: "string"
                    },
                    setResponseHeaders: {
                        $ref: "#/components/schemas/StringMap"
                    },
                    jwtClaimsHeaders: {
                        $ref: "#/components/schemas/StringMap"
                    },
                    defaultUpstreamTimeout: {
                        $ref: "#/components/schemas/Duration"
                    },
                    metricsAddress: {
                        type: "string"
                    },
                    tracingProvider: {
                        type: "string"
                    },
                    tracingSampleRate: {
                        type: "number",
                        minimum: 0,
                        maximum: 1
                    },
                    tracingDatadogAddress: {
                        type: "string"
                    },
                    tracingJaegerCollectorEndpoint: {
                        type: "string"
                    },
                    tracingJaegerAgentEndpoint: {
                        type: "string"
                    },
                    tracingZipkinEndpoint: {
                        type: "string"
                    },
                    downstreamMtlsCaKeyPairId: {
                        type: "string"
                    },
                    googleCloudServerlessAuthenticationServiceAccount: {
                        type: "string"
                    },
                    skipXffAppend: {
                        type: "boolean"
                    },
                    databrokerStorageConnection: {
                        type: "string"
                    },
                    accessLogFields: {
                        type: "array",
                        items: {
                            type: "string"
                        }
                    },
                    authorizeLogFields: {
                        type: "array",
                        items: {
                            type: "string"
                        }
                    },
                    passIdentityHeaders: {
                        type: "boolean"
                    },
                    autoApplyChangesets: {
                        type: "boolean"
                    },
                    authenticateServiceUrl: {
                        type: "string"
                    },
                    identityProvider: {
                        oneOf: [
                            {
                                "const": "apple"
                            },
                            {
                                "const": "auth0"
                            },
                            {
                                "const": "azure"
                            },
                            {
                                "const": "cognito"
                            },
                            {
                                "const": "github"
                            },
                            {
                                "const": "gitlab"
                            },
                            {
                                "const": "google"
                            },
                            {
                                "const": "oidc"
                            },
                            {
                                "const": "okta"
                            },
                            {
                                "const": "onelogin"
                            },
                            {
                                "const": "ping"
                            }
                        ]
                    },
                    identityProviderClientId: {
                        type: "string"
                    },
                    identityProviderClientSecret: {
                        type: "string"
                    },
                    identityProviderRequestParams: {
                        $ref: "#/components/schemas/StringMap"
                    },
                    identityProviderScopes: {
                        type: "array",
                        items: {
                            type: "string"
                        }
                    },
                    identityProviderUrl: {
                        type: "string"
                    },
                    codecType: {
                        oneOf: [
                            {
                                "const": ""
                            },
                            {
                                "const": "http1"
                            },
                            {
                                "const": "http2"
                            },
                            {
                                "const": "http3"
                            },
                            {
                                "const": "auto"
                            }
                        ]
                    },
                    bearerTokenFormat: {
                        oneOf: [
                            {
                                "const": ""
                            },
                            {
                                "const": "default"
                            },
                            {
                                "const": "idp_access_token"
                            },
                            {
                                "const": "idp_identity_token"
                            },
                            {
                                "const": "jwt"
                            }
                        ]
                    },
                    allowUpgrades: {
                        type: "array",
                        items: {
                            type: "string"
                        }
                    },
                    circuitBreakerThresholds: {
                        $ref: "#/components/schemas/CircuitBreakerThresholds"
                    },
                    dnsFailureRefreshRate: {
                        $ref: "#/components/schemas/Duration"
                    },
                    dnsQueryTimeout: {
                        $ref: "#/components/schemas/Duration"
                    },
                    dnsQueryTries: {
                        type: "integer",
                        minimum: 0
                    },
                    dnsRefreshRate: {
                        $ref: "#/components/schemas/Duration"
                    },
                    dnsUdpMaxQueries: {
                        type: "integer",
                        minimum: 0
                    },
                    dnsUseTcp: {
                        type: "boolean"
                    },
                    idpAccessTokenAllowedAudiences: {
                        type: "array",
                        items: {
                            type: "string"
                        }
                    },
                    otelTracesExporter: {
                        type: "string"
                    },
                    otelTracesSamplerArg: {
                        type: "number",
                        minimum: 0,
                        maximum: 1
                    },
                    otelExporterOtlpEndpoint: {
                        type: "string"
                    },
                    otelExporterOtlpHeaders: {
                        type: "array",
                        items: {
                            type: "string"
                        }
                    },
                    otelExporterOtlpProtocol: {
                        type: "string"
                    },
                    otelExporterOtlpTimeout: {
                        $ref: "#/components/schemas/Duration"
                    },
                    otelResourceAttributes: {
                        type: "array",
                        items: {
                            type: "string"
                        }
                    },
                    otelLogLevel: {
                        type: "string"
                    },
                    sshAddress: {
                        type: "string"
                    },
                    sshHostKeys: {
                        type: "array",
                        items: {
                            type: "string"
                        }
                    },
                    sshUserCaKey: {
                        type: "string"
                    },
                    mcpAllowedClientIdDomains: {
                        type: "array",
                        items: {
                            type: "string"
                        }
                    },
                    mcpAllowedAsMetadataDomains: {
                        type: "array",
                        items: {
                            type: "string"
                        }
                    },
                    mcpDynamicClientRegistration: {
                        type: "boolean"
                    },
                    blobStorage: {
                        type: "object",
                        properties: {
                            bucket_uri: {
                                type: "string",
                                maxLength: 2048
                            },
                            managed_prefix: {
                                type: "string",
                                maxLength: 1024
                            }
                        },
                        required: [],
                        description: "Blob storage of session recordings: the hosted API's snake_case members."
                    },
                    envoyDynamicExtensions: {
                        type: "array",
                        items: {
                            type: "string"
                        }
                    },
                    otelAttributeValueLengthLimit: {
                        type: "integer"
                    },
                    otelBspMaxExportBatchSize: {
                        type: "integer"
                    },
                    otelBspScheduleDelay: {
                        $ref: "#/components/schemas/Duration"
                    },
                    otelExporterOtlpTracesEndpoint: {
                        type: "string"
                    },
                    otelExporterOtlpTracesHeaders: {
                        type: "array",
                        items: {
                            type: "string"
                        }
                    },
                    otelExporterOtlpTracesProtocol: {
                        type: "string"
                    },
                    otelExporterOtlpTracesTimeout: {
                        $ref: "#/components/schemas/Duration"
                    },
                    sessionRecordingConcurrency: {
                        type: "integer",
                        minimum: 0
                    },
                    normalizePath: {
                        type: "boolean",
                        description: "Normalise request paths (RFC 3986: dot segments, percent-encodings) before routing and policies. The proxy's default: true."
                    },
                    mergeSlashes: {
                        type: "boolean",
                        description: "Merge adjacent slashes of request paths before routing and policies. The proxy's default (since 0.33): true."
                    },
                    pathWithEscapedSlashesAction: {
                        oneOf: [
                            {
                                "const": ""
                            },
                            {
                                "const": "keep_unchanged"
                            },
                            {
                                "const": "reject_request"
                            },
                            {
                                "const": "unescape_and_redirect"
                            },
                            {
                                "const": "unescape_and_forward"
                            }
                        ],
                        description: "What the proxy does with a path holding an escaped slash (`%2F`, `%5C`): keep it, reject the request\nwith 400 (the proxy's default since 0.33), unescape and redirect, or unescape and forward."
                    },
                    identityProviders: {
                        $ref: "#/components/schemas/RecordstringWorkloadIdentityProvider",
                        description: "Identity providers of workload JWTs (`bearerTokenFormat: \"jwt\"`), by name (lower case: the proxy's file loader lower-cases keys)."
                    },
                    headersWithUnderscoresAction: {
                        oneOf: [
                            {
                                "const": ""
                            },
                            {
                                "const": "allow"
                            },
                            {
                                "const": "reject_request"
                            },
                            {
                                "const": "drop_header"
                            }
                        ],
                        description: "What the proxy does with a request header whose name holds `_`: allow it, reject the request with 400 (the proxy's default), or drop the header."
                    },
                    originatorId: {
                        type: "string",
                        maxLength: 256
                    }
                },
                required: [
                    "id",
                    "createdAt",
                    "updatedAt",
                    "logLevel",
                    "address",
                    "dnsLookupFamily",
                    "timeoutRead",
                    "timeoutWrite",
                    "timeoutIdle",
                    "cookieName",
                    "cookieHttpOnly",
                    "cookieExpire",
                    "defaultUpstreamTimeout",
                    "tracingSampleRate",
                    "skipXffAppend",
                    "passIdentityHeaders",
                    "autoApplyChangesets"
                ],
                description: "Make all properties in T readonly"
            },
            ConfigServiceFields: {
                type: "object",
                properties: {},
                required: [],
                description: "Fields of the vendor's ConfigService messages that the REST model has no field for (a route's\n`stat_name`, the settings' `autocert`, ...), by their proto3 JSON names with their proto3 JSON\nvalues, as the last ConfigService write set them. REST reads do not show them and REST writes keep\nthem; docs/config-service.md lists them.",
                additionalProperties: {}
            },
            AppliedRoute: {
                type: "object",
                properties: {
                    policies: {
                        type: "array",
                        items: {
                            $ref: "#/components/schemas/AppliedPolicy"
                        }
                    },
                    enforcedPolicies: {
                        type: "array",
                        items: {
                            $ref: "#/components/schemas/AppliedPolicy"
                        }
                    },
                    upstreamTunnelPolicy: {
                        $ref: "#/components/schemas/AppliedPolicy",
                        description: "The policy `upstreamTunnel.sshPolicyId` names, when it does."
                    },
                    configServiceFields: {
                        $ref: "#/components/schemas/ConfigServiceFields",
                        description: "Fields set through the vendor's ConfigService that the REST model lacks (proto3 JSON)."
                    },
                    redirect: {
                        $ref: "#/components/schemas/RouteRedirect"
                    },
                    healthCheck: {
                        oneOf: [
                            {
                                $ref: "#/components/schemas/HttpHealthCheck"
                            },
                            {
                                $ref: "#/components/schemas/TcpHealthCheck"
                            },
                            {
                                $ref: "#/components/schemas/GrpcHealthCheck"
                            }
                        ],
                        discriminator: {
                            propertyName: "type",
                            mapping: {
                                http: "#/components/schemas/HttpHealthCheck",
                                tcp: "#/components/schemas/TcpHealthCheck",
                                grpc: "#/components/schemas/GrpcHealthCheck"
                            }
                        }
                    },
                    namespaceId: {
                        type: "string",
                        minLength: 1
                    },
                    name: {
                        $ref: "#/components/schemas/EntityName"
                    },
                    from: {
                        type: "string",
                        minLength: 1,
                        maxLength: 2048
                    },
                    to: {
                        type: "array",
                        items: {
                            type: "string",
                            minLength: 1,
                            maxLength: 2048
                        }
                    },
                    response: {
                        $ref: "#/components/schemas/RouteDirectResponse"
                    },
                    prefix: {
                        type: "string"
                    },
                    path: {
                        type: "string"
                    },
                    regex: {
                        type: "string"
                    },
                    prefixRewrite: {
                        type: "string"
                    },
                    regexRewritePattern: {
                        type: "string"
                    },
                    regexRewriteSubstitution: {
                        type: "string"
                    },
                    hostRewrite: {
                        type: "string"
                    },
                    hostRewriteHeader: {
                        type: "string"
                    },
                    hostPathRegexRewritePattern: {
                        type: "string"
                    },
                    hostPathRegexRewriteSubstitution: {
                        type: "string"
                    },
                    regexPriorityOrder: {
                        type: "integer"
                    },
                    timeout: {
                        $ref: "#/components/schemas/Duration"
                    },
                    idleTimeout: {
                        $ref: "#/components/schemas/Duration"
                    },
                    allowWebsockets: {
                        type: "boolean"
                    },
                    allowSpdy: {
                        type: "boolean"
                    },
                    tlsSkipVerify: {
                        type: "boolean"
                    },
                    tlsUpstreamAllowRenegotiation: {
                        type: "boolean"
                    },
                    tlsUpstreamServerName: {
                        type: "string"
                    },
                    tlsDownstreamServerName: {
                        type: "string"
                    },
                    tlsCustomCaKeyPairId: {
                        type: "string"
                    },
                    tlsClientKeyPairId: {
                        type: "string"
                    },
                    tlsDownstreamClientCaKeyPairId: {
                        type: "string"
                    },
                    setRequestHeaders: {
                        $ref: "#/components/schemas/StringMap"
                    },
                    setResponseHeaders: {
                        $ref: "#/components/schemas/StringMap"
                    },
                    removeRequestHeaders: {
                        type: "array",
                        items: {
                            type: "string"
                        }
                    },
                    rewriteResponseHeaders: {
                        type: "array",
                        items: {
                            $ref: "#/components/schemas/RouteRewriteHeader"
                        }
                    },
                    preserveHostHeader: {
                        type: "boolean"
                    },
                    passIdentityHeaders: {
                        type: "boolean"
                    },
                    kubernetesServiceAccountToken: {
                        type: "string"
                    },
                    enableGoogleCloudServerlessAuthentication: {
                        type: "boolean"
                    },
                    showErrorDetails: {
                        type: "boolean"
                    },
                    loadBalancingPolicy: {
                        oneOf: [
                            {
                                "const": "round_robin"
                            },
                            {
                                "const": "least_request"
                            },
                            {
                                "const": "ring_hash"
                            },
                            {
                                "const": "random"
                            },
                            {
                                "const": "maglev"
                            }
                        ]
                    },
                    identityProviderClientId: {
                        type: "string"
                    },
                    identityProviderClientSecret: {
                        type: "string"
                    },
                    policyIds: {
                        type: "array",
                        items: {
                            type: "string",
                            minLength: 1
                        },
                        maxItems: 256
                    },
                    circuitBreakerThresholds: {
                        $ref: "#/components/schemas/CircuitBreakerThresholds",
                        description: "Circuit breaker limits of the route's upstream cluster."
                    },
                    healthyPanicThreshold: {
                        type: "integer",
                        minimum: 0,
                        maximum: 100,
                        description: "Below this percentage of healthy hosts, traffic spreads over all hosts (0 turns it off)."
                    },
                    mcp: {
                        $ref: "#/components/schemas/RouteMcp",
                        description: "The route serves (`server`) or reaches (`client`) Model Context Protocol servers."
                    },
                    sessionRecording: {
                        type: "object",
                        properties: {
                            enabled: {
                                type: "boolean"
                            }
                        },
                        required: []
                    },
                    upstreamTunnel: {
                        type: "object",
                        properties: {
                            sshPolicyId: {
                                type: "string",
                                minLength: 1,
                                maxLength: 64
                            }
                        },
                        required: [],
                        description: "An upstream tunnel for SSH, governed by the policy `sshPolicyId` (a policy the route can see)."
                    },
                    description: {
                        type: "string",
                        maxLength: 4096
                    },
                    logoUrl: {
                        type: "string",
                        maxLength: 2048
                    },
                    originatorId: {
                        type: "string",
                        maxLength: 256
                    },
                    allowUpgrades: {
                        type: "array",
                        items: {
                            type: "string"
                        }
                    },
                    bearerTokenFormat: {
                        oneOf: [
                            {
                                "const": ""
                            },
                            {
                                "const": "default"
                            },
                            {
                                "const": "idp_access_token"
                            },
                            {
                                "const": "idp_identity_token"
                            },
                            {
                                "const": "jwt"
                            }
                        ]
                    },
                    jwtIssuerFormat: {
                        oneOf: [
                            {
                                "const": "hostOnly"
                            },
                            {
                                "const": "uri"
                            }
                        ]
                    },
                    dependsOn: {
                        type: "array",
                        items: {
                            type: "string"
                        }
                    },
                    idpAccessTokenAllowedAudiences: {
                        type: "array",
                        items: {
                            type: "string"
                        }
                    },
                    identityProviders: {
                        type: "array",
                        items: {
                            type: "string",
                            minLength: 1,
                            maxLength: 128
                        },
                        maxItems: 64,
                        description: "With `bearerTokenFormat: \"jwt\"`: the names of the settings' `identityProviders` whose tokens the\nroute accepts (none listed: all of them)."
                    },
                    id: {
                        type: "string"
                    },
                    createdAt: {
                        type: "string"
                    },
                    updatedAt: {
                        type: "string"
                    },
                    enforcedPolicyIds: {
                        type: "array",
                        items: {
                            type: "string"
                        }
                    }
                },
                required: [
                    "policies",
                    "enforcedPolicies",
                    "namespaceId",
                    "name",
                    "from",
                    "allowWebsockets",
                    "allowSpdy",
                    "tlsSkipVerify",
                    "tlsUpstreamAllowRenegotiation",
                    "preserveHostHeader",
                    "enableGoogleCloudServerlessAuthentication",
                    "showErrorDetails",
                    "policyIds",
                    "id",
                    "createdAt",
                    "updatedAt",
                    "enforcedPolicyIds"
                ],
                description: "A route as the proxy runs it: its listed and enforced policies embedded."
            },
            AppliedPolicy: {
                type: "object",
                properties: {
                    id: {
                        type: "string"
                    },
                    namespaceId: {
                        type: "string"
                    },
                    name: {
                        type: "string"
                    },
                    enforced: {
                        type: "boolean"
                    },
                    ppl: {},
                    description: {
                        type: "string"
                    },
                    explanation: {
                        type: "string"
                    },
                    remediation: {
                        type: "string"
                    }
                },
                required: [
                    "id",
                    "namespaceId",
                    "name",
                    "enforced",
                    "ppl",
                    "description",
                    "explanation",
                    "remediation"
                ],
                description: "A policy as the proxy runs it."
            },
            AppliedKeyPair: {
                type: "object",
                properties: {
                    namespaceId: {
                        type: "string"
                    },
                    name: {
                        type: "string"
                    },
                    originatorId: {
                        type: "string"
                    },
                    id: {
                        type: "string"
                    },
                    certificate: {
                        type: "string"
                    },
                    hasKey: {
                        type: "boolean"
                    },
                    origin: {
                        oneOf: [
                            {
                                "const": "user"
                            },
                            {
                                "const": "system"
                            }
                        ]
                    },
                    status: {
                        oneOf: [
                            {
                                "const": "pending"
                            },
                            {
                                "const": "ready"
                            }
                        ]
                    },
                    certificateInfo: {
                        type: "array",
                        items: {
                            $ref: "#/components/schemas/CertificateInfo"
                        }
                    },
                    key: {
                        type: "string"
                    }
                },
                required: [
                    "namespaceId",
                    "name",
                    "id",
                    "hasKey",
                    "origin",
                    "status",
                    "certificateInfo"
                ],
                description: "A key pair a route or the settings reference, with its private key in PEM (the proxy needs it to\nserve TLS). This object only ever reaches the embedding application's code, never a response."
            },
            AppliedServiceAccount: {
                type: "object",
                properties: {
                    id: {
                        type: "string"
                    },
                    userId: {
                        type: "string"
                    },
                    expiresAt: {
                        type: "string"
                    }
                },
                required: [
                    "id",
                    "userId"
                ],
                description: "A service account as the proxy needs it: requests bearing a token with `jti` = `id` are the user\n`userId` until `expiresAt`."
            },
            PolicyEvaluateRequest: {
                type: "object",
                properties: {
                    ppl: {
                        oneOf: [
                            {
                                type: "array",
                                items: {
                                    $ref: "#/components/schemas/Recordstringunknown"
                                }
                            },
                            {
                                $ref: "#/components/schemas/Recordstringunknown"
                            }
                        ],
                        description: "A PPL document (one rule or a list) to evaluate as given."
                    },
                    policyIds: {
                        type: "array",
                        items: {
                            type: "string",
                            minLength: 1,
                            maxLength: 64
                        },
                        minItems: 1,
                        maxItems: 100,
                        description: "Saved policies of the organization, evaluated together."
                    },
                    routeId: {
                        type: "string",
                        minLength: 1,
                        maxLength: 64,
                        description: "A route: its policies, the enforced policies above it, and the proxy's client-certificate rule when a client CA is configured."
                    },
                    config: {
                        oneOf: [
                            {
                                "const": "applied"
                            },
                            {
                                "const": "saved"
                            }
                        ],
                        description: "With `routeId`: the saved entities (default) or the cluster's applied configuration."
                    },
                    clusterId: {
                        type: "string",
                        minLength: 1,
                        maxLength: 64,
                        description: "With `routeId`, when the route's namespace belongs to several clusters: which one."
                    },
                    request: {
                        $ref: "#/components/schemas/PplRequestContext",
                        description: "One request context."
                    },
                    requests: {
                        type: "array",
                        items: {
                            $ref: "#/components/schemas/PplRequestContext"
                        },
                        minItems: 1,
                        maxItems: 1000,
                        description: "Many request contexts, evaluated against the same document; results in order."
                    },
                    trace: {
                        type: "boolean",
                        description: "Whether each result carries the trace of every criterion checked. By default it does for one\n`request`, and does not for `requests` (their `trace` is empty): a batch's traces grow with\ncriteria \u00D7 requests."
                    }
                },
                required: [],
                description: "Body of `POST .../policies/evaluate`: exactly one of `ppl`, `policyIds` or `routeId`, and exactly one\nof `request` or `requests`."
            },
            PplRequestContext: {
                type: "object",
                properties: {
                    method: {
                        type: "string",
                        maxLength: 32,
                        description: "Request method, case-sensitive (`GET`)."
                    },
                    host: {
                        type: "string",
                        maxLength: 1024,
                        description: "Host header (no core criterion reads it)."
                    },
                    path: {
                        type: "string",
                        maxLength: 8192,
                        description: "URL path without the query (`/admin/users`)."
                    },
                    url: {
                        type: "string",
                        maxLength: 8192,
                        description: "The full URL (no core criterion reads it)."
                    },
                    headers: {
                        $ref: "#/components/schemas/RecordstringPplHeaderValue",
                        description: "Request headers by name (names compare case-insensitively)."
                    },
                    ip: {
                        type: "string",
                        maxLength: 64,
                        description: "Source address as the proxy sees it."
                    },
                    sessionId: {
                        type: "string",
                        maxLength: 1024,
                        description: "Session id from the cookie or bearer token (only internal `/.pomerium/` paths read it)."
                    },
                    user: {
                        type: "object",
                        properties: {
                            id: {
                                type: "string",
                                maxLength: 1024,
                                description: "User id (the identity provider's subject), what the `user` criterion compares."
                            },
                            email: {
                                type: "string",
                                maxLength: 1024,
                                description: "Email: the directory's address when it has one, else the identity provider's."
                            },
                            groups: {
                                type: "array",
                                items: {
                                    type: "string",
                                    maxLength: 1024
                                },
                                maxItems: 10000,
                                description: "Directory group ids (ids, not names), what the `groups` criterion reads."
                            },
                            claims: {
                                $ref: "#/components/schemas/Recordstringunknown",
                                description: "Claims of the session and the user (the user's win on a shared name). Each value is a list, as the\nproxy stores them; nested objects are reached with `claim/a/b` or `claim/a.b`."
                            }
                        },
                        required: [],
                        description: "The signed-in user. Absent = no session (the session criteria answer `user-unauthenticated`);\npresent with no `id` = a session without a user."
                    },
                    device: {
                        type: "object",
                        properties: {
                            credentials: {
                                type: "array",
                                items: {
                                    $ref: "#/components/schemas/PplDeviceCredential"
                                },
                                maxItems: 100
                            }
                        },
                        required: [],
                        description: "Device credentials of the session, in order."
                    },
                    clientCertificate: {
                        type: "object",
                        properties: {
                            presented: {
                                type: "boolean",
                                description: "The client sent a certificate."
                            },
                            leaf: {
                                type: "string",
                                maxLength: 65536,
                                description: "PEM of the leaf certificate; fingerprint, SPKI hash and SANs are read from it."
                            },
                            valid: {
                                type: "boolean",
                                description: "Whether the certificate verified against the configured client CA (computed by the proxy before\nthe policy runs: true when no client CA is configured at all). Default false."
                            }
                        },
                        required: [],
                        description: "The client certificate of the TLS connection."
                    },
                    ssh: {
                        type: "object",
                        properties: {
                            username: {
                                type: "string",
                                maxLength: 256
                            },
                            publickey: {
                                type: "string",
                                maxLength: 65536
                            }
                        },
                        required: [],
                        description: "An SSH connection: the login name and the offered key or certificate (base64 SSH wire format)."
                    },
                    jwtBearer: {
                        type: "object",
                        properties: {
                            issuer: {
                                type: "string",
                                maxLength: 2048
                            },
                            audiences: {
                                type: "array",
                                items: {
                                    type: "string",
                                    maxLength: 1024
                                },
                                maxItems: 64
                            },
                            claims: {
                                $ref: "#/components/schemas/Recordstringunknown"
                            }
                        },
                        required: [
                            "issuer"
                        ],
                        description: "A workload JWT the request bears (`Authorization: Bearer`), as its provider verified it. In a route's\nevaluation it is accepted when the route's bearer token format (its own, else the settings') is `jwt`,\na provider of the settings has its issuer and one of its audiences, and the route lists that provider\n(or none); in the other evaluations it is accepted as given. Accepted, the request's session is the\ntoken's: user id `sub`, email `email`, the token's claims (each value as a list, as the proxy stores\nclaims), no directory groups."
                    },
                    mcp: {
                        type: "object",
                        properties: {
                            method: {
                                type: "string",
                                maxLength: 256
                            },
                            toolCall: {
                                type: "object",
                                properties: {
                                    name: {
                                        type: "string",
                                        maxLength: 256
                                    }
                                },
                                required: []
                            }
                        },
                        required: [],
                        description: "An MCP request: its JSON-RPC method and the called tool."
                    }
                },
                required: [],
                description: "What the proxy knows about one request when it evaluates a policy. Every field is optional: a field\nleft out is what the proxy has when the request lacks it (no session, no certificate, ...)."
            },
            RecordstringPplHeaderValue: {
                type: "object",
                properties: {},
                required: [],
                description: "Construct a type with a set of properties K of type T",
                additionalProperties: {
                    $ref: "#/components/schemas/PplHeaderValue"
                }
            },
            PplHeaderValue: {
                oneOf: [
                    {
                        type: "string",
                        maxLength: 8192
                    },
                    {
                        type: "array",
                        items: {
                            type: "string",
                            maxLength: 8192
                        }
                    }
                ],
                description: "A header value: one string, or several (a header with an empty value counts as absent)."
            },
            PplDeviceCredential: {
                type: "object",
                properties: {
                    typeId: {
                        type: "string",
                        maxLength: 256,
                        description: "Device type id; `any` (the proxy's default type) when omitted."
                    },
                    id: {
                        type: "string",
                        maxLength: 256,
                        description: "Credential id."
                    },
                    exists: {
                        type: "boolean",
                        description: "Whether the credential's record exists (default true); `false` = the session names a credential that has no record."
                    },
                    enrollment: {
                        type: "object",
                        properties: {
                            id: {
                                type: "string",
                                maxLength: 256
                            },
                            approved: {
                                type: "boolean",
                                description: "Whether an administrator approved the enrollment."
                            }
                        },
                        required: [],
                        description: "The enrollment of the credential; absent = no enrollment record."
                    }
                },
                required: [],
                description: "A device credential of the session, flattened with its credential and enrollment records."
            },
            PolicyEvaluateResult: {
                oneOf: [
                    {
                        $ref: "#/components/schemas/PplEvaluation"
                    },
                    {
                        $ref: "#/components/schemas/PplBatchEvaluation"
                    }
                ],
                description: "Answer of `POST .../policies/evaluate`: one result, or `results` for `requests`."
            },
            PplEvaluation: {
                type: "object",
                properties: {
                    outcome: {
                        $ref: "#/components/schemas/PplOutcome",
                        description: "What the proxy does: forwards (`allow`), answers 403 (`forbidden`), redirects to sign-in (`login`),\nto device enrollment (`device_enrollment`), answers 450 (`device_unauthorized`) or 495\n(`invalid_client_certificate`); or, before any policy, by the cluster's path rules (a route\nevaluation only): answers 400 (`rejected`) or redirects to the unescaped path (`redirect`)."
                    },
                    path: {
                        type: "string",
                        description: "The path the proxy's policies saw, when its path rules changed the request's (normalised, slashes\nmerged, escaped slashes unescaped), or the one a `redirect` sends the client to."
                    },
                    note: {
                        type: "string",
                        description: "Why the proxy answered before any policy (`rejected`, `redirect`), or why it did not accept the request's bearer JWT."
                    },
                    allowed: {
                        type: "boolean",
                        description: "`outcome` is `allow`."
                    },
                    allow: {
                        $ref: "#/components/schemas/PplActionResult",
                        description: "The `allow` rules, OR-ed."
                    },
                    deny: {
                        $ref: "#/components/schemas/PplActionResult",
                        description: "The `deny` rules, OR-ed."
                    },
                    trace: {
                        type: "array",
                        items: {
                            $ref: "#/components/schemas/PplTraceEntry"
                        },
                        description: "Every criterion evaluated, in document order."
                    },
                    unsupportedCriteria: {
                        type: "array",
                        items: {
                            type: "string"
                        },
                        description: "Criteria the open-source proxy does not register (`date`, `day_of_week`, `time_of_day`, `record`):\nthey count as false here, and a stock proxy refuses a policy that uses them."
                    }
                },
                required: [
                    "outcome",
                    "allowed",
                    "allow",
                    "deny",
                    "trace",
                    "unsupportedCriteria"
                ],
                description: "The result of evaluating a PPL document for one request."
            },
            PplActionResult: {
                type: "object",
                properties: {
                    value: {
                        type: "boolean"
                    },
                    reasons: {
                        type: "array",
                        items: {
                            type: "string"
                        },
                        description: "Reason codes as the proxy logs them (`email-ok`, `user-unauthenticated`, ...), sorted."
                    }
                },
                required: [
                    "value",
                    "reasons"
                ],
                description: "A merged result: its value and the reasons of the inputs that decided it."
            },
            PplTraceEntry: {
                type: "object",
                properties: {
                    policyId: {
                        type: "string",
                        description: "The policy the criterion belongs to, when several are evaluated together."
                    },
                    path: {
                        type: "string",
                        description: "JSON Pointer of the criterion in its PPL document (`/allow/or/1`, `/0/deny/and/0`)."
                    },
                    criterion: {
                        type: "string",
                        description: "The criterion's name as written (`claim/groups`, `email`)."
                    },
                    value: {
                        type: "boolean",
                        description: "The criterion's own value (before a `not` or `nor` inverts it)."
                    },
                    reasons: {
                        type: "array",
                        items: {
                            type: "string"
                        }
                    },
                    note: {
                        type: "string",
                        description: "Why the criterion answered as it did, when the reasons do not say (an unparsable PEM, a criterion the proxy lacks, ...)."
                    }
                },
                required: [
                    "path",
                    "criterion",
                    "value",
                    "reasons"
                ],
                description: "One criterion as evaluated."
            },
            PplBatchEvaluation: {
                type: "object",
                properties: {
                    results: {
                        type: "array",
                        items: {
                            $ref: "#/components/schemas/PplEvaluation"
                        }
                    }
                },
                required: [
                    "results"
                ],
                description: "Results of a batch, in the order of the requests."
            },
            QuotasQuery: {
                type: "object",
                properties: {
                    namespaceId: {
                        type: "string",
                        minLength: 1,
                        maxLength: 64,
                        description: "Count what this namespace and those below it hold (default: the whole organization)."
                    }
                },
                required: [],
                description: "Query of getQuotas."
            },
            QuotasResponse: {
                type: "object",
                properties: {
                    counts: {
                        $ref: "#/components/schemas/OrganizationQuotas"
                    },
                    limits: {
                        $ref: "#/components/schemas/OrganizationQuotas"
                    }
                },
                required: [
                    "counts",
                    "limits"
                ],
                description: "The answer of `getQuotas`: what the organization (or a namespace of it) holds, and its limits."
            },
            DefaultTemplate: {
                type: "object",
                properties: {
                    id: {
                        type: "string"
                    },
                    name: {
                        type: "string"
                    },
                    recordType: {
                        oneOf: [
                            {
                                "const": "policy"
                            },
                            {
                                "const": "route"
                            },
                            {
                                "const": "settings"
                            }
                        ]
                    },
                    defaultProperties: {
                        $ref: "#/components/schemas/Recordstringunknown"
                    },
                    createdAt: {
                        type: "string"
                    },
                    updatedAt: {
                        type: "string"
                    }
                },
                required: [
                    "id",
                    "name",
                    "recordType",
                    "defaultProperties",
                    "createdAt",
                    "updatedAt"
                ],
                description: "A default template (`listDefaultTemplates`): the defaults a new record of its type gets."
            },
            FeatureFlag: {
                type: "object",
                properties: {
                    name: {
                        type: "string"
                    },
                    enabled: {
                        type: "boolean"
                    }
                },
                required: [
                    "name",
                    "enabled"
                ],
                description: "A feature flag (`listFeatureFlags`)."
            },
            IdentityProviderCheckRequest: {
                type: "object",
                properties: {
                    provider: {
                        type: "string",
                        maxLength: 64
                    },
                    clientId: {
                        type: "string",
                        maxLength: 1024
                    },
                    clientSecret: {
                        type: "string",
                        maxLength: 8192
                    },
                    url: {
                        type: "string",
                        maxLength: 2048
                    },
                    scopes: {
                        type: "array",
                        items: {
                            type: "string",
                            maxLength: 256
                        },
                        maxItems: 64
                    },
                    requestParams: {
                        $ref: "#/components/schemas/RecordstringstringMaxLength2048"
                    }
                },
                required: [
                    "provider"
                ],
                description: "The body of `checkIdentityProviderSettings`: identity provider settings to check before saving them\nin a cluster's settings. `provider` is any string so that an unknown one is reported, not refused."
            },
            RecordstringstringMaxLength2048: {
                type: "object",
                properties: {},
                required: [],
                description: "Construct a type with a set of properties K of type T",
                additionalProperties: {
                    type: "string",
                    maxLength: 2048
                }
            },
            IdentityProviderCheckResult: {
                type: "object",
                properties: {
                    success: {
                        type: "boolean"
                    },
                    errors: {
                        type: "object",
                        properties: {
                            provider: {
                                type: "string"
                            },
                            clientId: {
                                type: "string"
                            },
                            clientSecret: {
                                type: "string"
                            },
                            url: {
                                type: "string"
                            },
                            scopes: {
                                type: "string"
                            },
                            requestParams: {
                                type: "string"
                            }
                        },
                        required: []
                    }
                },
                required: [
                    "success"
                ],
                description: "The answer of `checkIdentityProviderSettings`: `success`, or a message per field that is wrong."
            },
            ServiceAccount: {
                type: "object",
                properties: {
                    userId: {
                        type: "string",
                        description: "The user id the proxy's policies see for requests bearing the account's token."
                    },
                    description: {
                        type: "string"
                    },
                    expiresAt: {
                        type: "string",
                        description: "When the account and its token stop working; absent: never."
                    },
                    originatorId: {
                        type: "string"
                    },
                    id: {
                        type: "string"
                    },
                    createdAt: {
                        type: "string"
                    },
                    updatedAt: {
                        type: "string"
                    }
                },
                required: [
                    "userId",
                    "description",
                    "id",
                    "createdAt",
                    "updatedAt"
                ],
                description: "A machine identity of a cluster, whose token the proxy accepts as the user `userId`."
            },
            ServiceAccountWithToken: {
                type: "object",
                properties: {
                    token: {
                        type: "string"
                    },
                    userId: {
                        type: "string",
                        description: "The user id the proxy's policies see for requests bearing the account's token."
                    },
                    description: {
                        type: "string"
                    },
                    expiresAt: {
                        type: "string",
                        description: "When the account and its token stop working; absent: never."
                    },
                    originatorId: {
                        type: "string"
                    },
                    id: {
                        type: "string"
                    },
                    createdAt: {
                        type: "string"
                    },
                    updatedAt: {
                        type: "string"
                    }
                },
                required: [
                    "token",
                    "userId",
                    "description",
                    "id",
                    "createdAt",
                    "updatedAt"
                ],
                description: "A service account as created: with its token (a JWT; `getServiceAccountToken` reads it again)."
            },
            ServiceAccountToken: {
                type: "object",
                properties: {
                    token: {
                        type: "string"
                    }
                },
                required: [
                    "token"
                ],
                description: "Body of getServiceAccountToken: the service account's token (a JWT the proxy verifies with the key set)."
            },
            ServiceAccountWrite: {
                type: "object",
                properties: {
                    description: {
                        type: "string",
                        maxLength: 4096,
                        description: "What the account is for."
                    },
                    userId: {
                        type: "string",
                        minLength: 1,
                        maxLength: 256,
                        description: "The user id the proxy's policies see for requests bearing the account's token (the PPL `user` criterion)."
                    },
                    expiresAt: {
                        type: "string",
                        format: "date-time",
                        description: "When the account and its token stop working (RFC 3339, in the future when set); absent: never."
                    },
                    originatorId: {
                        type: "string",
                        maxLength: 256
                    }
                },
                required: [
                    "description",
                    "userId"
                ],
                description: "Body of createServiceAccount, and the fields a patchServiceAccount works on. A service account is a\nmachine identity of one cluster: the proxy sees requests bearing its token as the user `userId`."
            },
            ServiceAccountListQuery: {
                type: "object",
                properties: {
                    offset: {
                        type: "integer",
                        minimum: 0
                    },
                    limit: {
                        type: "integer",
                        minimum: 1,
                        description: "Page size; values above 1000 are read as 1000 (the hosted API's type is unbounded)."
                    }
                },
                required: [],
                description: "Query of listServiceAccounts."
            },
            PolicyTestSuite: {
                type: "object",
                properties: {
                    id: {
                        type: "string"
                    },
                    createdAt: {
                        type: "string"
                    },
                    updatedAt: {
                        type: "string"
                    },
                    namespaceId: {
                        type: "string"
                    },
                    name: {
                        type: "string"
                    },
                    description: {
                        type: "string"
                    },
                    cases: {
                        type: "array",
                        items: {
                            $ref: "#/components/schemas/PolicyTestCase"
                        }
                    },
                    originatorId: {
                        type: "string"
                    }
                },
                required: [
                    "id",
                    "createdAt",
                    "updatedAt",
                    "namespaceId",
                    "name",
                    "description",
                    "cases"
                ],
                description: "A stored policy test suite."
            },
            PolicyTestCase: {
                type: "object",
                properties: {
                    name: {
                        type: "string",
                        minLength: 1,
                        maxLength: 256,
                        description: "Unique within its suite; reports name the case by it."
                    },
                    routeId: {
                        type: "string",
                        minLength: 1,
                        maxLength: 64
                    },
                    host: {
                        type: "string",
                        minLength: 1,
                        maxLength: 1024,
                        description: "With `path`: the request's host, matched against the routes' `from` as the proxy matches it."
                    },
                    path: {
                        type: "string",
                        maxLength: 8192,
                        description: "The request's path (default `/`); with `routeId`, the path the route is asked for."
                    },
                    request: {
                        $ref: "#/components/schemas/PplRequestContext",
                        description: "The request as the simulator takes it (the user, groups, headers, device, certificate, ...); `path` and `host` above win."
                    },
                    expect: {
                        $ref: "#/components/schemas/PplOutcome",
                        description: "The answer the proxy must give."
                    },
                    decidedBy: {
                        $ref: "#/components/schemas/PolicyTestRule",
                        description: "The rule that must decide it (a criterion among those that made the outcome)."
                    }
                },
                required: [
                    "name",
                    "expect"
                ],
                description: "One case: a request to a route and the answer the proxy must give. The route is named by id\n(`routeId`), or found as the proxy finds it, by `host` and `path`."
            },
            PolicyTestRule: {
                type: "object",
                properties: {
                    policyId: {
                        type: "string",
                        minLength: 1,
                        maxLength: 64,
                        description: "The policy (saved, visible from the case's route)."
                    },
                    rule: {
                        type: "string",
                        pattern: "^(/[^/]*)+$",
                        maxLength: 512,
                        description: "JSON Pointer into the policy's PPL document: a criterion (`/allow/or/0`), a term (`/deny/and`) or\nan action (`/allow`); for a list of rules, prefixed by the rule's index (`/1/allow/or/0`)."
                    }
                },
                required: [
                    "policyId",
                    "rule"
                ],
                description: "The rule a case expects to decide its request: a policy and a JSON Pointer into its PPL."
            },
            PolicyTestSuiteWrite: {
                type: "object",
                properties: {
                    namespaceId: {
                        type: "string",
                        minLength: 1,
                        description: "Where it lives: it runs for every cluster this namespace belongs to (its own, the ones below and above it)."
                    },
                    name: {
                        $ref: "#/components/schemas/EntityName"
                    },
                    description: {
                        type: "string",
                        maxLength: 4096
                    },
                    cases: {
                        type: "array",
                        items: {
                            $ref: "#/components/schemas/PolicyTestCase"
                        },
                        maxItems: 1000
                    },
                    originatorId: {
                        type: "string",
                        maxLength: 256,
                        description: "Who wrote it through which tool (`terraform`, ...), as on every configuration kind."
                    }
                },
                required: [
                    "namespaceId",
                    "name",
                    "cases"
                ],
                description: "Body of a policy test suite's create and update."
            },
            ReplayRequest: {
                type: "object",
                properties: {
                    lines: {
                        type: "array",
                        items: {
                            type: "string",
                            maxLength: 65536
                        },
                        maxItems: 100000
                    }
                },
                required: [
                    "lines"
                ],
                description: "Body of `POST .../changesets/{id}/replay`: the proxy's `authorize check` log lines, as it writes them (JSON, one per line)."
            },
            ReplayReport: {
                type: "object",
                properties: {
                    lines: {
                        type: "number",
                        description: "Lines read."
                    },
                    replayed: {
                        type: "number",
                        description: "`authorize check` lines evaluated on both configurations."
                    },
                    skipped: {
                        type: "number",
                        description: "JSON lines that are not `authorize check` entries (other log lines)."
                    },
                    unparsable: {
                        type: "number",
                        description: "Lines that are not JSON objects, or lack a host: counted, never fatal."
                    },
                    problems: {
                        type: "array",
                        items: {
                            type: "object",
                            properties: {
                                line: {
                                    type: "number"
                                },
                                message: {
                                    type: "string"
                                }
                            },
                            required: [
                                "line",
                                "message"
                            ]
                        },
                        description: "The first problems, by line number (1-based)."
                    },
                    unchanged: {
                        type: "number",
                        description: "Replayed requests whose answer is the same on both."
                    },
                    gained: {
                        type: "array",
                        items: {
                            $ref: "#/components/schemas/AccessChange"
                        },
                        description: "Forbidden (or sent to sign in, ...) before, allowed after: most requests first."
                    },
                    lost: {
                        type: "array",
                        items: {
                            $ref: "#/components/schemas/AccessChange"
                        },
                        description: "Allowed before, not after."
                    },
                    changed: {
                        type: "array",
                        items: {
                            $ref: "#/components/schemas/AccessChange"
                        },
                        description: "Another answer, neither allowed before nor after (`login` \u2192 `forbidden`, ...)."
                    },
                    truncated: {
                        type: "boolean",
                        description: "Whether a list was cut at 1 000 entries."
                    }
                },
                required: [
                    "lines",
                    "replayed",
                    "skipped",
                    "unparsable",
                    "problems",
                    "unchanged",
                    "gained",
                    "lost",
                    "changed",
                    "truncated"
                ],
                description: "What replaying recorded requests on the applied and the pending configuration showed."
            },
            AccessChange: {
                type: "object",
                properties: {
                    routeId: {
                        type: "string",
                        description: "The route after the change (before it, when no route takes the request any more)."
                    },
                    routeName: {
                        type: "string"
                    },
                    host: {
                        type: "string"
                    },
                    who: {
                        type: "string",
                        description: "The requester: the email, else the user id, else `(no session)`."
                    },
                    before: {
                        oneOf: [
                            {
                                "const": "rejected"
                            },
                            {
                                "const": "allow"
                            },
                            {
                                "const": "forbidden"
                            },
                            {
                                "const": "login"
                            },
                            {
                                "const": "device_enrollment"
                            },
                            {
                                "const": "device_unauthorized"
                            },
                            {
                                "const": "invalid_client_certificate"
                            },
                            {
                                "const": "redirect"
                            },
                            {
                                "const": "no_route"
                            }
                        ]
                    },
                    after: {
                        oneOf: [
                            {
                                "const": "rejected"
                            },
                            {
                                "const": "allow"
                            },
                            {
                                "const": "forbidden"
                            },
                            {
                                "const": "login"
                            },
                            {
                                "const": "device_enrollment"
                            },
                            {
                                "const": "device_unauthorized"
                            },
                            {
                                "const": "invalid_client_certificate"
                            },
                            {
                                "const": "redirect"
                            },
                            {
                                "const": "no_route"
                            }
                        ]
                    },
                    requests: {
                        type: "number"
                    },
                    example: {
                        type: "object",
                        properties: {
                            method: {
                                type: "string"
                            },
                            path: {
                                type: "string"
                            }
                        },
                        required: [
                            "method",
                            "path"
                        ],
                        description: "One of the requests (method and path)."
                    }
                },
                required: [
                    "host",
                    "who",
                    "before",
                    "after",
                    "requests",
                    "example"
                ],
                description: "Who gained or lost access (or got another answer) to a route, and how many replayed requests say so."
            },
            ApprovalPolicy: {
                type: "object",
                properties: {
                    namespaceId: {
                        type: "string"
                    },
                    required: {
                        type: "number"
                    },
                    approverRoles: {
                        type: "array",
                        items: {
                            $ref: "#/components/schemas/OrganizationRole"
                        }
                    },
                    requireTestsPass: {
                        type: "boolean"
                    },
                    rules: {
                        type: "array",
                        items: {
                            $ref: "#/components/schemas/ApprovalRule"
                        }
                    },
                    createdAt: {
                        type: "string"
                    },
                    updatedAt: {
                        type: "string"
                    }
                },
                required: [
                    "namespaceId",
                    "required",
                    "approverRoles",
                    "requireTestsPass",
                    "rules",
                    "createdAt",
                    "updatedAt"
                ],
                description: "The approval policy of a cluster or namespace: it governs the clusters at and below it (the nearest one wins)."
            },
            ApprovalRule: {
                type: "object",
                properties: {
                    name: {
                        type: "string",
                        maxLength: 128,
                        description: "A name for messages (`ingress controller`)."
                    },
                    originatorIds: {
                        type: "array",
                        items: {
                            type: "string",
                            minLength: 1,
                            maxLength: 256
                        },
                        minItems: 1,
                        maxItems: 32,
                        description: "Matches changes to entities whose `originatorId` is one of these (what wrote them: `ingress-controller`, `terraform`)."
                    },
                    entityTypes: {
                        type: "array",
                        items: {
                            $ref: "#/components/schemas/ApprovalEntityType"
                        },
                        minItems: 1,
                        maxItems: 6,
                        description: "Matches changes to entities of these types."
                    },
                    required: {
                        type: "integer",
                        minimum: 0,
                        maximum: 10,
                        description: "Approvals such a change needs: 0 lets it apply (and auto-apply) without any."
                    }
                },
                required: [
                    "required"
                ],
                description: "A rule of an approval policy: the approvals changes of some source or kind need. A draft needs, for\neach of its changes, the `required` of the first rule that matches it (the policy's own `required`\nwhen none does), and the most any of its changes needs."
            },
            ApprovalEntityType: {
                oneOf: [
                    {
                        "const": "key_pair"
                    },
                    {
                        "const": "policy"
                    },
                    {
                        "const": "route"
                    },
                    {
                        "const": "settings"
                    },
                    {
                        "const": "service_account"
                    },
                    {
                        "const": "policy_test_suite"
                    }
                ],
                description: "The configuration entity types a rule of an approval policy may name."
            },
            ApprovalPolicyWrite: {
                type: "object",
                properties: {
                    required: {
                        type: "integer",
                        minimum: 0,
                        maximum: 10,
                        description: "Approvals a draft needs, by default (`rules` may ask fewer or more for some changes)."
                    },
                    approverRoles: {
                        type: "array",
                        items: {
                            $ref: "#/components/schemas/OrganizationRole"
                        },
                        minItems: 1,
                        maxItems: 4,
                        description: "Roles whose members may approve."
                    },
                    requireTestsPass: {
                        type: "boolean",
                        description: "Refuse an approval while the draft fails a policy test case."
                    },
                    rules: {
                        type: "array",
                        items: {
                            $ref: "#/components/schemas/ApprovalRule"
                        },
                        maxItems: 20,
                        description: "Per-source and per-kind rules, the first match per change."
                    }
                },
                required: [
                    "required"
                ],
                description: "Body of `PUT .../namespaces/{namespaceId}/approvalPolicy`."
            },
            ChangesetApprovals: {
                type: "object",
                properties: {
                    changesetId: {
                        type: "string"
                    },
                    policyNamespaceId: {
                        type: "string",
                        description: "The namespace whose policy governs the cluster; absent when none does (no approvals needed)."
                    },
                    required: {
                        type: "number",
                        description: "Approvals the draft needs as it is now."
                    },
                    digest: {
                        type: "string",
                        description: "The draft's content digest now."
                    },
                    approvals: {
                        type: "array",
                        items: {
                            $ref: "#/components/schemas/Approval"
                        }
                    },
                    missing: {
                        type: "number",
                        description: "Approvals still missing (`required` minus the valid ones, at least 0)."
                    },
                    authors: {
                        type: "array",
                        items: {
                            type: "string"
                        },
                        description: "Who wrote the draft's changes: none of them may approve it."
                    },
                    approverRoles: {
                        type: "array",
                        items: {
                            $ref: "#/components/schemas/OrganizationRole"
                        }
                    }
                },
                required: [
                    "changesetId",
                    "required",
                    "digest",
                    "approvals",
                    "missing",
                    "authors",
                    "approverRoles"
                ],
                description: "Where a draft stands with its cluster's approval policy (`GET .../changesets/{id}/approvals`)."
            },
            Approval: {
                type: "object",
                properties: {
                    userId: {
                        type: "string"
                    },
                    email: {
                        type: "string"
                    },
                    role: {
                        $ref: "#/components/schemas/OrganizationRole"
                    },
                    at: {
                        type: "string"
                    },
                    digest: {
                        type: "string",
                        description: "The draft's content digest it was given for: any later change to the draft voids it."
                    },
                    valid: {
                        type: "boolean",
                        description: "Whether it counts for the draft as it is now (same digest, and the approver wrote none of it)."
                    }
                },
                required: [
                    "userId",
                    "email",
                    "role",
                    "at",
                    "digest",
                    "valid"
                ],
                description: "One approval of a draft."
            },
            ApplyRequest: {
                type: "object",
                properties: {
                    breakGlass: {
                        type: "object",
                        properties: {
                            reason: {
                                type: "string",
                                minLength: 1,
                                maxLength: 1024
                            }
                        },
                        required: [
                            "reason"
                        ],
                        description: "Apply without the approvals the policy asks (an owner only), with a reason the activity log keeps\nbeside the flag `breakGlass`. The policy test suites still run."
                    }
                },
                required: [],
                description: "Body of `POST .../changesets/{id}/apply` (optional; the hosted API sends none)."
            }
        }
    },
    schemas: [
        {
            $ref: "#/components/schemas/ActivityLog"
        },
        {
            $ref: "#/components/schemas/ApiAccessUserWithToken"
        },
        {
            $ref: "#/components/schemas/Changeset"
        },
        {
            $ref: "#/components/schemas/Cluster"
        },
        {
            $ref: "#/components/schemas/ClusterWithToken"
        },
        {
            $ref: "#/components/schemas/Invitation"
        },
        {
            $ref: "#/components/schemas/Invite"
        },
        {
            $ref: "#/components/schemas/KeyPair"
        },
        {
            $ref: "#/components/schemas/Namespace"
        },
        {
            $ref: "#/components/schemas/Organization"
        },
        {
            $ref: "#/components/schemas/OrganizationUser"
        },
        {
            $ref: "#/components/schemas/Policy"
        },
        {
            $ref: "#/components/schemas/Route"
        },
        {
            $ref: "#/components/schemas/Settings"
        },
        {
            $ref: "#/components/schemas/User"
        },
        {
            $ref: "#/components/schemas/ActivityListQuery"
        },
        {
            $ref: "#/components/schemas/ApiAccessUserCreate"
        },
        {
            $ref: "#/components/schemas/ChangesetCompareQuery"
        },
        {
            $ref: "#/components/schemas/ChangesetListQuery"
        },
        {
            $ref: "#/components/schemas/ClusterCreate"
        },
        {
            $ref: "#/components/schemas/ClusterUpdate"
        },
        {
            $ref: "#/components/schemas/ConfigListQuery"
        },
        {
            $ref: "#/components/schemas/InviteCreate"
        },
        {
            $ref: "#/components/schemas/KeyPairWrite"
        },
        {
            $ref: "#/components/schemas/NamespaceCreate"
        },
        {
            $ref: "#/components/schemas/NamespaceUpdate"
        },
        {
            $ref: "#/components/schemas/OrganizationWrite"
        },
        {
            $ref: "#/components/schemas/PatchDocument"
        },
        {
            $ref: "#/components/schemas/PolicyWrite"
        },
        {
            $ref: "#/components/schemas/RouteWrite"
        },
        {
            $ref: "#/components/schemas/SettingsWrite"
        },
        {
            $ref: "#/components/schemas/TokenRequest"
        },
        {
            $ref: "#/components/schemas/UserListQuery"
        },
        {
            $ref: "#/components/schemas/ChangesetComparison"
        },
        {
            $ref: "#/components/schemas/CreatedOrganizationResponse"
        },
        {
            $ref: "#/components/schemas/ErrorEnvelope"
        },
        {
            $ref: "#/components/schemas/HealthStatus"
        },
        {
            $ref: "#/components/schemas/RefreshTokenResponse"
        },
        {
            $ref: "#/components/schemas/SigningKeySet"
        },
        {
            $ref: "#/components/schemas/SubdomainName"
        },
        {
            $ref: "#/components/schemas/TokenResponse"
        },
        {
            $ref: "#/components/schemas/VersionInfo"
        },
        {
            $ref: "#/components/schemas/AppliedConfig"
        },
        {
            $ref: "#/components/schemas/PolicyEvaluateRequest"
        },
        {
            $ref: "#/components/schemas/PolicyEvaluateResult"
        },
        {
            $ref: "#/components/schemas/QuotasQuery"
        },
        {
            $ref: "#/components/schemas/QuotasResponse"
        },
        {
            $ref: "#/components/schemas/DefaultTemplate"
        },
        {
            $ref: "#/components/schemas/FeatureFlag"
        },
        {
            $ref: "#/components/schemas/PplEvaluation"
        },
        {
            $ref: "#/components/schemas/PplBatchEvaluation"
        },
        {
            $ref: "#/components/schemas/IdentityProviderCheckRequest"
        },
        {
            $ref: "#/components/schemas/IdentityProviderCheckResult"
        },
        {
            $ref: "#/components/schemas/ServiceAccount"
        },
        {
            $ref: "#/components/schemas/ServiceAccountWithToken"
        },
        {
            $ref: "#/components/schemas/ServiceAccountToken"
        },
        {
            $ref: "#/components/schemas/ServiceAccountWrite"
        },
        {
            $ref: "#/components/schemas/ServiceAccountListQuery"
        },
        {
            $ref: "#/components/schemas/PolicyTestSuite"
        },
        {
            $ref: "#/components/schemas/PolicyTestSuiteWrite"
        },
        {
            $ref: "#/components/schemas/PolicyTestReport"
        },
        {
            $ref: "#/components/schemas/ReplayRequest"
        },
        {
            $ref: "#/components/schemas/ReplayReport"
        },
        {
            $ref: "#/components/schemas/ApprovalPolicy"
        },
        {
            $ref: "#/components/schemas/ApprovalPolicyWrite"
        },
        {
            $ref: "#/components/schemas/ChangesetApprovals"
        },
        {
            $ref: "#/components/schemas/ApplyRequest"
        }
    ]
} as import("typia").IJsonSchemaCollection<"3.1">;
