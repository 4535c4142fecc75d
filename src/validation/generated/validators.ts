import * as __typia_transform__accessExpressionAsString from "typia/lib/internal/_accessExpressionAsString";
import * as __typia_transform__validateReport from "typia/lib/internal/_validateReport";
import * as __typia_transform__createStandardSchema from "typia/lib/internal/_createStandardSchema";
import * as __typia_transform__isFormatIpv4 from "typia/lib/internal/_isFormatIpv4";
import * as __typia_transform__isFormatIpv6 from "typia/lib/internal/_isFormatIpv6";
import * as __typia_transform__isFormatEmail from "typia/lib/internal/_isFormatEmail";
import * as __typia_transform__isTypeInt64 from "typia/lib/internal/_isTypeInt64";
import * as __typia_transform__isTypeInt32 from "typia/lib/internal/_isTypeInt32";
import * as __typia_transform__isTypeUint32 from "typia/lib/internal/_isTypeUint32";
import * as __typia_transform__isFormatDateTime from "typia/lib/internal/_isFormatDateTime";
import * as __typia_transform__isTypeUint64 from "typia/lib/internal/_isTypeUint64";
import * as __typia_transform__httpQueryParseURLSearchParams from "typia/lib/internal/_httpQueryParseURLSearchParams";
import * as __typia_transform__httpQueryReadString from "typia/lib/internal/_httpQueryReadString";
import * as __typia_transform__httpQueryReadBoolean from "typia/lib/internal/_httpQueryReadBoolean";
import * as __typia_transform__httpQueryReadNumber from "typia/lib/internal/_httpQueryReadNumber";
import type { ActivityListQuery, ApiAccessUserCreate, ChangesetCompareQuery, ChangesetListQuery, ClusterCreate, ClusterUpdate, ConfigListQuery, InviteCreate, KeyPairWrite, NamespaceCreate, NamespaceUpdate, OrganizationWrite, PatchDocument, PolicyWrite, RouteWrite, SettingsWrite, TokenRequest, UserListQuery, QuotasQuery, IdentityProviderCheckRequest, ServiceAccountListQuery, ServiceAccountWrite, } from "../../domain/requests.js";
import type { PolicyEvaluateRequest, PplRequestContext } from "../../domain/policy-evaluation.js";
import type { PolicyTestSuiteWrite, ReplayRequest } from "../../domain/policy-tests.js";
import type { ApplyRequest, ApprovalPolicyWrite } from "../../domain/approvals.js";
export const validateTokenRequest = (() => { const _io0 = (input: any, _exceptionable: boolean = true): boolean => "string" === typeof input.refreshToken && (1 <= input.refreshToken.length && input.refreshToken.length <= 512) && (1 === Object.keys(input).length || Object.keys(input).every((key: any) => {
    if (["refreshToken"].some((prop: any) => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _vo0 = (input: any, _path: string, _exceptionable: boolean = true): boolean => ["string" === typeof input.refreshToken && (1 <= input.refreshToken.length || _report(_exceptionable, {
        path: _path + ".refreshToken",
        expected: "string & MinLength<1>",
        value: input.refreshToken
    })) && (input.refreshToken.length <= 512 || _report(_exceptionable, {
        path: _path + ".refreshToken",
        expected: "string & MaxLength<512>",
        value: input.refreshToken
    })) || _report(_exceptionable, {
        path: _path + ".refreshToken",
        expected: "(string & MinLength<1> & MaxLength<512>)",
        value: input.refreshToken
    }), 1 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map((key: any) => {
        if (["refreshToken"].some((prop: any) => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every((flag: boolean) => flag))].every((flag: boolean) => flag); const __is = (input: any, _exceptionable: boolean = true): input is TokenRequest => "object" === typeof input && null !== input && _io0(input, true); let errors: any; let _report: any; return __typia_transform__createStandardSchema._createStandardSchema((input: any): import("typia").IValidation<TokenRequest> => {
    if (false === __is(input)) {
        errors = [];
        _report = (__typia_transform__validateReport._validateReport as any)(errors);
        ((input: any, _path: string, _exceptionable: boolean = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "TokenRequest",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "TokenRequest",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        } as any;
    }
    return {
        success: true,
        data: input
    } as any;
}); })();
export const validateOrganizationWrite = (() => { const _io0 = (input: any, _exceptionable: boolean = true): boolean => "string" === typeof input.name && (1 <= input.name.length && input.name.length <= 128) && (undefined === input.logoURL || "string" === typeof input.logoURL && input.logoURL.length <= 2048) && (undefined === input.ownerUserId || "string" === typeof input.ownerUserId && (1 <= input.ownerUserId.length && input.ownerUserId.length <= 64)) && (1 === Object.keys(input).length || Object.keys(input).every((key: any) => {
    if (["name", "logoURL", "ownerUserId"].some((prop: any) => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _vo0 = (input: any, _path: string, _exceptionable: boolean = true): boolean => ["string" === typeof input.name && (1 <= input.name.length || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string & MinLength<1>",
        value: input.name
    })) && (input.name.length <= 128 || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string & MaxLength<128>",
        value: input.name
    })) || _report(_exceptionable, {
        path: _path + ".name",
        expected: "(string & MinLength<1> & MaxLength<128>)",
        value: input.name
    }), undefined === input.logoURL || "string" === typeof input.logoURL && (input.logoURL.length <= 2048 || _report(_exceptionable, {
        path: _path + ".logoURL",
        expected: "string & MaxLength<2048>",
        value: input.logoURL
    })) || _report(_exceptionable, {
        path: _path + ".logoURL",
        expected: "((string & MaxLength<2048>) | undefined)",
        value: input.logoURL
    }), undefined === input.ownerUserId || "string" === typeof input.ownerUserId && (1 <= input.ownerUserId.length || _report(_exceptionable, {
        path: _path + ".ownerUserId",
        expected: "string & MinLength<1>",
        value: input.ownerUserId
    })) && (input.ownerUserId.length <= 64 || _report(_exceptionable, {
        path: _path + ".ownerUserId",
        expected: "string & MaxLength<64>",
        value: input.ownerUserId
    })) || _report(_exceptionable, {
        path: _path + ".ownerUserId",
        expected: "((string & MinLength<1> & MaxLength<64>) | undefined)",
        value: input.ownerUserId
    }), 1 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map((key: any) => {
        if (["name", "logoURL", "ownerUserId"].some((prop: any) => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every((flag: boolean) => flag))].every((flag: boolean) => flag); const __is = (input: any, _exceptionable: boolean = true): input is OrganizationWrite => "object" === typeof input && null !== input && _io0(input, true); let errors: any; let _report: any; return __typia_transform__createStandardSchema._createStandardSchema((input: any): import("typia").IValidation<OrganizationWrite> => {
    if (false === __is(input)) {
        errors = [];
        _report = (__typia_transform__validateReport._validateReport as any)(errors);
        ((input: any, _path: string, _exceptionable: boolean = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "OrganizationWrite",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "OrganizationWrite",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        } as any;
    }
    return {
        success: true,
        data: input
    } as any;
}); })();
export const validateNamespaceCreate = (() => { const _io0 = (input: any, _exceptionable: boolean = true): boolean => "string" === typeof input.name && (1 <= input.name.length && input.name.length <= 128) && ("string" === typeof input.parentId && (1 <= input.parentId.length && input.parentId.length <= 64)) && (2 === Object.keys(input).length || Object.keys(input).every((key: any) => {
    if (["name", "parentId"].some((prop: any) => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _vo0 = (input: any, _path: string, _exceptionable: boolean = true): boolean => ["string" === typeof input.name && (1 <= input.name.length || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string & MinLength<1>",
        value: input.name
    })) && (input.name.length <= 128 || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string & MaxLength<128>",
        value: input.name
    })) || _report(_exceptionable, {
        path: _path + ".name",
        expected: "(string & MinLength<1> & MaxLength<128>)",
        value: input.name
    }), "string" === typeof input.parentId && (1 <= input.parentId.length || _report(_exceptionable, {
        path: _path + ".parentId",
        expected: "string & MinLength<1>",
        value: input.parentId
    })) && (input.parentId.length <= 64 || _report(_exceptionable, {
        path: _path + ".parentId",
        expected: "string & MaxLength<64>",
        value: input.parentId
    })) || _report(_exceptionable, {
        path: _path + ".parentId",
        expected: "(string & MinLength<1> & MaxLength<64>)",
        value: input.parentId
    }), 2 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map((key: any) => {
        if (["name", "parentId"].some((prop: any) => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every((flag: boolean) => flag))].every((flag: boolean) => flag); const __is = (input: any, _exceptionable: boolean = true): input is NamespaceCreate => "object" === typeof input && null !== input && _io0(input, true); let errors: any; let _report: any; return __typia_transform__createStandardSchema._createStandardSchema((input: any): import("typia").IValidation<NamespaceCreate> => {
    if (false === __is(input)) {
        errors = [];
        _report = (__typia_transform__validateReport._validateReport as any)(errors);
        ((input: any, _path: string, _exceptionable: boolean = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "NamespaceCreate",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "NamespaceCreate",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        } as any;
    }
    return {
        success: true,
        data: input
    } as any;
}); })();
export const validateNamespaceUpdate = (() => { const _io0 = (input: any, _exceptionable: boolean = true): boolean => "string" === typeof input.name && (1 <= input.name.length && input.name.length <= 128) && (1 === Object.keys(input).length || Object.keys(input).every((key: any) => {
    if (["name"].some((prop: any) => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _vo0 = (input: any, _path: string, _exceptionable: boolean = true): boolean => ["string" === typeof input.name && (1 <= input.name.length || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string & MinLength<1>",
        value: input.name
    })) && (input.name.length <= 128 || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string & MaxLength<128>",
        value: input.name
    })) || _report(_exceptionable, {
        path: _path + ".name",
        expected: "(string & MinLength<1> & MaxLength<128>)",
        value: input.name
    }), 1 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map((key: any) => {
        if (["name"].some((prop: any) => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every((flag: boolean) => flag))].every((flag: boolean) => flag); const __is = (input: any, _exceptionable: boolean = true): input is NamespaceUpdate => "object" === typeof input && null !== input && _io0(input, true); let errors: any; let _report: any; return __typia_transform__createStandardSchema._createStandardSchema((input: any): import("typia").IValidation<NamespaceUpdate> => {
    if (false === __is(input)) {
        errors = [];
        _report = (__typia_transform__validateReport._validateReport as any)(errors);
        ((input: any, _path: string, _exceptionable: boolean = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "NamespaceUpdate",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "NamespaceUpdate",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        } as any;
    }
    return {
        success: true,
        data: input
    } as any;
}); })();
export const validateClusterCreate = (() => { const _io0 = (input: any, _exceptionable: boolean = true): boolean => "string" === typeof input.name && (1 <= input.name.length && input.name.length <= 128) && ("string" === typeof input.domain && (1 <= input.domain.length && input.domain.length <= 253 && RegExp("^(?=.{1,253}$)([a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)(\\.([a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?))*$").test(input.domain))) && (undefined === input.flavor || "string" === typeof input.flavor && input.flavor.length <= 64) && (undefined === input.manualOverrideIpAddress || "string" === typeof input.manualOverrideIpAddress && (__typia_transform__isFormatIpv4._isFormatIpv4(input.manualOverrideIpAddress) || __typia_transform__isFormatIpv6._isFormatIpv6(input.manualOverrideIpAddress))) && (2 === Object.keys(input).length || Object.keys(input).every((key: any) => {
    if (["name", "domain", "flavor", "manualOverrideIpAddress"].some((prop: any) => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _vo0 = (input: any, _path: string, _exceptionable: boolean = true): boolean => ["string" === typeof input.name && (1 <= input.name.length || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string & MinLength<1>",
        value: input.name
    })) && (input.name.length <= 128 || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string & MaxLength<128>",
        value: input.name
    })) || _report(_exceptionable, {
        path: _path + ".name",
        expected: "(string & MinLength<1> & MaxLength<128>)",
        value: input.name
    }), "string" === typeof input.domain && (1 <= input.domain.length || _report(_exceptionable, {
        path: _path + ".domain",
        expected: "string & MinLength<1>",
        value: input.domain
    })) && (input.domain.length <= 253 || _report(_exceptionable, {
        path: _path + ".domain",
        expected: "string & MaxLength<253>",
        value: input.domain
    })) && (RegExp("^(?=.{1,253}$)([a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)(\\.([a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?))*$").test(input.domain) || _report(_exceptionable, {
        path: _path + ".domain",
        expected: "string & Pattern<\"^(?=.{1,253}$)([a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)(\\\\.([a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?))*$\">",
        value: input.domain
    })) || _report(_exceptionable, {
        path: _path + ".domain",
        expected: "(string & MinLength<1> & MaxLength<253> & Pattern<\"^(?=.{1,253}$)([a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)(\\\\.([a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?))*$\">)",
        value: input.domain
    }), undefined === input.flavor || "string" === typeof input.flavor && (input.flavor.length <= 64 || _report(_exceptionable, {
        path: _path + ".flavor",
        expected: "string & MaxLength<64>",
        value: input.flavor
    })) || _report(_exceptionable, {
        path: _path + ".flavor",
        expected: "((string & MaxLength<64>) | undefined)",
        value: input.flavor
    }), undefined === input.manualOverrideIpAddress || "string" === typeof input.manualOverrideIpAddress && (__typia_transform__isFormatIpv4._isFormatIpv4(input.manualOverrideIpAddress) || __typia_transform__isFormatIpv6._isFormatIpv6(input.manualOverrideIpAddress) || _report(_exceptionable, {
        path: _path + ".manualOverrideIpAddress",
        expected: "(string & (Format<\"ipv4\"> | Format<\"ipv6\">))",
        value: input.manualOverrideIpAddress
    })) || _report(_exceptionable, {
        path: _path + ".manualOverrideIpAddress",
        expected: "((string & (Format<\"ipv4\"> | Format<\"ipv6\">)) | undefined)",
        value: input.manualOverrideIpAddress
    }), 2 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map((key: any) => {
        if (["name", "domain", "flavor", "manualOverrideIpAddress"].some((prop: any) => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every((flag: boolean) => flag))].every((flag: boolean) => flag); const __is = (input: any, _exceptionable: boolean = true): input is ClusterCreate => "object" === typeof input && null !== input && _io0(input, true); let errors: any; let _report: any; return __typia_transform__createStandardSchema._createStandardSchema((input: any): import("typia").IValidation<ClusterCreate> => {
    if (false === __is(input)) {
        errors = [];
        _report = (__typia_transform__validateReport._validateReport as any)(errors);
        ((input: any, _path: string, _exceptionable: boolean = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "ClusterCreate",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "ClusterCreate",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        } as any;
    }
    return {
        success: true,
        data: input
    } as any;
}); })();
export const validateClusterUpdate = (() => { const _io0 = (input: any, _exceptionable: boolean = true): boolean => "string" === typeof input.name && (1 <= input.name.length && input.name.length <= 128) && (undefined === input.flavor || "string" === typeof input.flavor && input.flavor.length <= 64) && (undefined === input.manualOverrideIpAddress || "string" === typeof input.manualOverrideIpAddress && (__typia_transform__isFormatIpv4._isFormatIpv4(input.manualOverrideIpAddress) || __typia_transform__isFormatIpv6._isFormatIpv6(input.manualOverrideIpAddress))) && (1 === Object.keys(input).length || Object.keys(input).every((key: any) => {
    if (["name", "flavor", "manualOverrideIpAddress"].some((prop: any) => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _vo0 = (input: any, _path: string, _exceptionable: boolean = true): boolean => ["string" === typeof input.name && (1 <= input.name.length || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string & MinLength<1>",
        value: input.name
    })) && (input.name.length <= 128 || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string & MaxLength<128>",
        value: input.name
    })) || _report(_exceptionable, {
        path: _path + ".name",
        expected: "(string & MinLength<1> & MaxLength<128>)",
        value: input.name
    }), undefined === input.flavor || "string" === typeof input.flavor && (input.flavor.length <= 64 || _report(_exceptionable, {
        path: _path + ".flavor",
        expected: "string & MaxLength<64>",
        value: input.flavor
    })) || _report(_exceptionable, {
        path: _path + ".flavor",
        expected: "((string & MaxLength<64>) | undefined)",
        value: input.flavor
    }), undefined === input.manualOverrideIpAddress || "string" === typeof input.manualOverrideIpAddress && (__typia_transform__isFormatIpv4._isFormatIpv4(input.manualOverrideIpAddress) || __typia_transform__isFormatIpv6._isFormatIpv6(input.manualOverrideIpAddress) || _report(_exceptionable, {
        path: _path + ".manualOverrideIpAddress",
        expected: "(string & (Format<\"ipv4\"> | Format<\"ipv6\">))",
        value: input.manualOverrideIpAddress
    })) || _report(_exceptionable, {
        path: _path + ".manualOverrideIpAddress",
        expected: "((string & (Format<\"ipv4\"> | Format<\"ipv6\">)) | undefined)",
        value: input.manualOverrideIpAddress
    }), 1 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map((key: any) => {
        if (["name", "flavor", "manualOverrideIpAddress"].some((prop: any) => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every((flag: boolean) => flag))].every((flag: boolean) => flag); const __is = (input: any, _exceptionable: boolean = true): input is ClusterUpdate => "object" === typeof input && null !== input && _io0(input, true); let errors: any; let _report: any; return __typia_transform__createStandardSchema._createStandardSchema((input: any): import("typia").IValidation<ClusterUpdate> => {
    if (false === __is(input)) {
        errors = [];
        _report = (__typia_transform__validateReport._validateReport as any)(errors);
        ((input: any, _path: string, _exceptionable: boolean = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "ClusterUpdate",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "ClusterUpdate",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        } as any;
    }
    return {
        success: true,
        data: input
    } as any;
}); })();
export const validateApiAccessUserCreate = (() => { const _io0 = (input: any, _exceptionable: boolean = true): boolean => "string" === typeof input.name && (1 <= input.name.length && input.name.length <= 256) && (undefined === input.role || "owner" === input.role || "admin" === input.role || "auditor" === input.role || "member" === input.role) && (1 === Object.keys(input).length || Object.keys(input).every((key: any) => {
    if (["name", "role"].some((prop: any) => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _vo0 = (input: any, _path: string, _exceptionable: boolean = true): boolean => ["string" === typeof input.name && (1 <= input.name.length || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string & MinLength<1>",
        value: input.name
    })) && (input.name.length <= 256 || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string & MaxLength<256>",
        value: input.name
    })) || _report(_exceptionable, {
        path: _path + ".name",
        expected: "(string & MinLength<1> & MaxLength<256>)",
        value: input.name
    }), undefined === input.role || "owner" === input.role || "admin" === input.role || "auditor" === input.role || "member" === input.role || _report(_exceptionable, {
        path: _path + ".role",
        expected: "(\"admin\" | \"auditor\" | \"member\" | \"owner\" | undefined)",
        value: input.role
    }), 1 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map((key: any) => {
        if (["name", "role"].some((prop: any) => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every((flag: boolean) => flag))].every((flag: boolean) => flag); const __is = (input: any, _exceptionable: boolean = true): input is ApiAccessUserCreate => "object" === typeof input && null !== input && _io0(input, true); let errors: any; let _report: any; return __typia_transform__createStandardSchema._createStandardSchema((input: any): import("typia").IValidation<ApiAccessUserCreate> => {
    if (false === __is(input)) {
        errors = [];
        _report = (__typia_transform__validateReport._validateReport as any)(errors);
        ((input: any, _path: string, _exceptionable: boolean = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "ApiAccessUserCreate",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "ApiAccessUserCreate",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        } as any;
    }
    return {
        success: true,
        data: input
    } as any;
}); })();
export const validateInviteCreate = (() => { const _io0 = (input: any, _exceptionable: boolean = true): boolean => Array.isArray(input.emails) && (1 <= input.emails.length && input.emails.length <= 100 && input.emails.every((elem: any, _index1: number) => "string" === typeof elem && (__typia_transform__isFormatEmail._isFormatEmail(elem) && elem.length <= 320))) && ("owner" === input.role || "admin" === input.role || "auditor" === input.role || "member" === input.role) && (2 === Object.keys(input).length || Object.keys(input).every((key: any) => {
    if (["emails", "role"].some((prop: any) => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _vo0 = (input: any, _path: string, _exceptionable: boolean = true): boolean => [(Array.isArray(input.emails) || _report(_exceptionable, {
        path: _path + ".emails",
        expected: "(Array<string & Format<\"email\"> & MaxLength<320>> & MinItems<1> & MaxItems<100>)",
        value: input.emails
    })) && ((1 <= input.emails.length || _report(_exceptionable, {
        path: _path + ".emails",
        expected: "Array<> & MinItems<1>",
        value: input.emails
    })) && (input.emails.length <= 100 || _report(_exceptionable, {
        path: _path + ".emails",
        expected: "Array<> & MaxItems<100>",
        value: input.emails
    })) && input.emails.map((elem: any, _index2: number) => "string" === typeof elem && (__typia_transform__isFormatEmail._isFormatEmail(elem) || _report(_exceptionable, {
        path: _path + ".emails[" + _index2 + "]",
        expected: "string & Format<\"email\">",
        value: elem
    })) && (elem.length <= 320 || _report(_exceptionable, {
        path: _path + ".emails[" + _index2 + "]",
        expected: "string & MaxLength<320>",
        value: elem
    })) || _report(_exceptionable, {
        path: _path + ".emails[" + _index2 + "]",
        expected: "(string & Format<\"email\"> & MaxLength<320>)",
        value: elem
    })).every((flag: boolean) => flag)) || _report(_exceptionable, {
        path: _path + ".emails",
        expected: "(Array<string & Format<\"email\"> & MaxLength<320>> & MinItems<1> & MaxItems<100>)",
        value: input.emails
    }), "owner" === input.role || "admin" === input.role || "auditor" === input.role || "member" === input.role || _report(_exceptionable, {
        path: _path + ".role",
        expected: "(\"admin\" | \"auditor\" | \"member\" | \"owner\")",
        value: input.role
    }), 2 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map((key: any) => {
        if (["emails", "role"].some((prop: any) => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every((flag: boolean) => flag))].every((flag: boolean) => flag); const __is = (input: any, _exceptionable: boolean = true): input is InviteCreate => "object" === typeof input && null !== input && _io0(input, true); let errors: any; let _report: any; return __typia_transform__createStandardSchema._createStandardSchema((input: any): import("typia").IValidation<InviteCreate> => {
    if (false === __is(input)) {
        errors = [];
        _report = (__typia_transform__validateReport._validateReport as any)(errors);
        ((input: any, _path: string, _exceptionable: boolean = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "InviteCreate",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "InviteCreate",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        } as any;
    }
    return {
        success: true,
        data: input
    } as any;
}); })();
export const validatePolicyWrite = (() => { const _io0 = (input: any, _exceptionable: boolean = true): boolean => "string" === typeof input.namespaceId && 1 <= input.namespaceId.length && ("string" === typeof input.name && (1 <= input.name.length && input.name.length <= 128)) && "boolean" === typeof input.enforced && (null !== input.ppl && undefined !== input.ppl && (Array.isArray(input.ppl) && input.ppl.every((elem: any, _index1: number) => "object" === typeof elem && null !== elem && false === Array.isArray(elem) && _io1(elem, true && _exceptionable)) || "object" === typeof input.ppl && null !== input.ppl && false === Array.isArray(input.ppl) && _io1(input.ppl, true && _exceptionable))) && ("string" === typeof input.description && input.description.length <= 4096) && ("string" === typeof input.explanation && input.explanation.length <= 4096) && ("string" === typeof input.remediation && input.remediation.length <= 4096) && (undefined === input.originatorId || "string" === typeof input.originatorId && input.originatorId.length <= 256) && (7 === Object.keys(input).length || Object.keys(input).every((key: any) => {
    if (["namespaceId", "name", "enforced", "ppl", "description", "explanation", "remediation", "originatorId"].some((prop: any) => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _io1 = (input: any, _exceptionable: boolean = true): boolean => Object.keys(input).every((key: any) => {
    const value = input[key];
    if (undefined === value)
        return true;
    return true;
}); const _vo0 = (input: any, _path: string, _exceptionable: boolean = true): boolean => ["string" === typeof input.namespaceId && (1 <= input.namespaceId.length || _report(_exceptionable, {
        path: _path + ".namespaceId",
        expected: "string & MinLength<1>",
        value: input.namespaceId
    })) || _report(_exceptionable, {
        path: _path + ".namespaceId",
        expected: "(string & MinLength<1>)",
        value: input.namespaceId
    }), "string" === typeof input.name && (1 <= input.name.length || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string & MinLength<1>",
        value: input.name
    })) && (input.name.length <= 128 || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string & MaxLength<128>",
        value: input.name
    })) || _report(_exceptionable, {
        path: _path + ".name",
        expected: "(string & MinLength<1> & MaxLength<128>)",
        value: input.name
    }), "boolean" === typeof input.enforced || _report(_exceptionable, {
        path: _path + ".enforced",
        expected: "boolean",
        value: input.enforced
    }), (null !== input.ppl || _report(_exceptionable, {
        path: _path + ".ppl",
        expected: "(Array<Record<string, unknown>> | Record<string, unknown>)",
        value: input.ppl
    })) && (undefined !== input.ppl || _report(_exceptionable, {
        path: _path + ".ppl",
        expected: "(Array<Record<string, unknown>> | Record<string, unknown>)",
        value: input.ppl
    })) && (Array.isArray(input.ppl) && input.ppl.map((elem: any, _index2: number) => ("object" === typeof elem && null !== elem && false === Array.isArray(elem) || _report(_exceptionable, {
        path: _path + ".ppl[" + _index2 + "]",
        expected: "Record<string, unknown>",
        value: elem
    })) && _vo1(elem, _path + ".ppl[" + _index2 + "]", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".ppl[" + _index2 + "]",
        expected: "Record<string, unknown>",
        value: elem
    })).every((flag: boolean) => flag) || "object" === typeof input.ppl && null !== input.ppl && false === Array.isArray(input.ppl) && _vo1(input.ppl, _path + ".ppl", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".ppl",
        expected: "(Array<Record<string, unknown>> | Record<string, unknown>)",
        value: input.ppl
    }) || _report(_exceptionable, {
        path: _path + ".ppl",
        expected: "(Array<Record<string, unknown>> | Record<string, unknown>)",
        value: input.ppl
    })), "string" === typeof input.description && (input.description.length <= 4096 || _report(_exceptionable, {
        path: _path + ".description",
        expected: "string & MaxLength<4096>",
        value: input.description
    })) || _report(_exceptionable, {
        path: _path + ".description",
        expected: "(string & MaxLength<4096>)",
        value: input.description
    }), "string" === typeof input.explanation && (input.explanation.length <= 4096 || _report(_exceptionable, {
        path: _path + ".explanation",
        expected: "string & MaxLength<4096>",
        value: input.explanation
    })) || _report(_exceptionable, {
        path: _path + ".explanation",
        expected: "(string & MaxLength<4096>)",
        value: input.explanation
    }), "string" === typeof input.remediation && (input.remediation.length <= 4096 || _report(_exceptionable, {
        path: _path + ".remediation",
        expected: "string & MaxLength<4096>",
        value: input.remediation
    })) || _report(_exceptionable, {
        path: _path + ".remediation",
        expected: "(string & MaxLength<4096>)",
        value: input.remediation
    }), undefined === input.originatorId || "string" === typeof input.originatorId && (input.originatorId.length <= 256 || _report(_exceptionable, {
        path: _path + ".originatorId",
        expected: "string & MaxLength<256>",
        value: input.originatorId
    })) || _report(_exceptionable, {
        path: _path + ".originatorId",
        expected: "((string & MaxLength<256>) | undefined)",
        value: input.originatorId
    }), 7 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map((key: any) => {
        if (["namespaceId", "name", "enforced", "ppl", "description", "explanation", "remediation", "originatorId"].some((prop: any) => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every((flag: boolean) => flag))].every((flag: boolean) => flag); const _vo1 = (input: any, _path: string, _exceptionable: boolean = true): boolean => [false === _exceptionable || Object.keys(input).map((key: any) => {
        const value = input[key];
        if (undefined === value)
            return true;
        return true;
    }).every((flag: boolean) => flag)].every((flag: boolean) => flag); const __is = (input: any, _exceptionable: boolean = true): input is PolicyWrite => "object" === typeof input && null !== input && _io0(input, true); let errors: any; let _report: any; return __typia_transform__createStandardSchema._createStandardSchema((input: any): import("typia").IValidation<PolicyWrite> => {
    if (false === __is(input)) {
        errors = [];
        _report = (__typia_transform__validateReport._validateReport as any)(errors);
        ((input: any, _path: string, _exceptionable: boolean = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "PolicyWrite",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "PolicyWrite",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        } as any;
    }
    return {
        success: true,
        data: input
    } as any;
}); })();
export const validateRouteWrite = (() => { const _io0 = (input: any, _exceptionable: boolean = true): boolean => "string" === typeof input.namespaceId && 1 <= input.namespaceId.length && ("string" === typeof input.name && (1 <= input.name.length && input.name.length <= 128)) && ("string" === typeof input.from && (1 <= input.from.length && input.from.length <= 2048)) && (undefined === input.to || Array.isArray(input.to) && input.to.every((elem: any, _index1: number) => "string" === typeof elem && (1 <= elem.length && elem.length <= 2048))) && (undefined === input.response || "object" === typeof input.response && null !== input.response && _io1(input.response, true && _exceptionable)) && (undefined === input.redirect || "object" === typeof input.redirect && null !== input.redirect && false === Array.isArray(input.redirect) && _io2(input.redirect, true && _exceptionable)) && (undefined === input.prefix || "string" === typeof input.prefix) && (undefined === input.path || "string" === typeof input.path) && (undefined === input.regex || "string" === typeof input.regex) && (undefined === input.prefixRewrite || "string" === typeof input.prefixRewrite) && (undefined === input.regexRewritePattern || "string" === typeof input.regexRewritePattern) && (undefined === input.regexRewriteSubstitution || "string" === typeof input.regexRewriteSubstitution) && (undefined === input.hostRewrite || "string" === typeof input.hostRewrite) && (undefined === input.hostRewriteHeader || "string" === typeof input.hostRewriteHeader) && (undefined === input.hostPathRegexRewritePattern || "string" === typeof input.hostPathRegexRewritePattern) && (undefined === input.hostPathRegexRewriteSubstitution || "string" === typeof input.hostPathRegexRewriteSubstitution) && (undefined === input.regexPriorityOrder || "number" === typeof input.regexPriorityOrder && __typia_transform__isTypeInt64._isTypeInt64(input.regexPriorityOrder)) && (undefined === input.timeout || "string" === typeof input.timeout && RegExp("^([0-9]+(y|w|d|h|m|s|ms))+$").test(input.timeout)) && (undefined === input.idleTimeout || "string" === typeof input.idleTimeout && RegExp("^([0-9]+(y|w|d|h|m|s|ms))+$").test(input.idleTimeout)) && "boolean" === typeof input.allowWebsockets && "boolean" === typeof input.allowSpdy && "boolean" === typeof input.tlsSkipVerify && "boolean" === typeof input.tlsUpstreamAllowRenegotiation && (undefined === input.tlsUpstreamServerName || "string" === typeof input.tlsUpstreamServerName) && (undefined === input.tlsDownstreamServerName || "string" === typeof input.tlsDownstreamServerName) && (undefined === input.tlsCustomCaKeyPairId || "string" === typeof input.tlsCustomCaKeyPairId) && (undefined === input.tlsClientKeyPairId || "string" === typeof input.tlsClientKeyPairId) && (undefined === input.tlsDownstreamClientCaKeyPairId || "string" === typeof input.tlsDownstreamClientCaKeyPairId) && (undefined === input.setRequestHeaders || "object" === typeof input.setRequestHeaders && null !== input.setRequestHeaders && false === Array.isArray(input.setRequestHeaders) && _io3(input.setRequestHeaders, true && _exceptionable)) && (undefined === input.setResponseHeaders || "object" === typeof input.setResponseHeaders && null !== input.setResponseHeaders && false === Array.isArray(input.setResponseHeaders) && _io3(input.setResponseHeaders, true && _exceptionable)) && (undefined === input.removeRequestHeaders || Array.isArray(input.removeRequestHeaders) && input.removeRequestHeaders.every((elem: any, _index2: number) => "string" === typeof elem)) && (undefined === input.rewriteResponseHeaders || Array.isArray(input.rewriteResponseHeaders) && input.rewriteResponseHeaders.every((elem: any, _index3: number) => "object" === typeof elem && null !== elem && _io4(elem, true && _exceptionable))) && "boolean" === typeof input.preserveHostHeader && (undefined === input.passIdentityHeaders || "boolean" === typeof input.passIdentityHeaders) && (undefined === input.kubernetesServiceAccountToken || "string" === typeof input.kubernetesServiceAccountToken) && "boolean" === typeof input.enableGoogleCloudServerlessAuthentication && "boolean" === typeof input.showErrorDetails && (undefined === input.healthCheck || "object" === typeof input.healthCheck && null !== input.healthCheck && _iu0(input.healthCheck, true && _exceptionable)) && (undefined === input.loadBalancingPolicy || "round_robin" === input.loadBalancingPolicy || "least_request" === input.loadBalancingPolicy || "ring_hash" === input.loadBalancingPolicy || "random" === input.loadBalancingPolicy || "maglev" === input.loadBalancingPolicy) && (undefined === input.identityProviderClientId || "string" === typeof input.identityProviderClientId) && (undefined === input.identityProviderClientSecret || "string" === typeof input.identityProviderClientSecret) && (Array.isArray(input.policyIds) && (input.policyIds.length <= 256 && input.policyIds.every((elem: any, _index4: number) => "string" === typeof elem && 1 <= elem.length))) && (undefined === input.circuitBreakerThresholds || "object" === typeof input.circuitBreakerThresholds && null !== input.circuitBreakerThresholds && false === Array.isArray(input.circuitBreakerThresholds) && _io10(input.circuitBreakerThresholds, true && _exceptionable)) && (undefined === input.healthyPanicThreshold || "number" === typeof input.healthyPanicThreshold && (__typia_transform__isTypeInt32._isTypeInt32(input.healthyPanicThreshold) && 0 <= input.healthyPanicThreshold && input.healthyPanicThreshold <= 100)) && (undefined === input.mcp || "object" === typeof input.mcp && null !== input.mcp && false === Array.isArray(input.mcp) && _io11(input.mcp, true && _exceptionable)) && (undefined === input.sessionRecording || "object" === typeof input.sessionRecording && null !== input.sessionRecording && false === Array.isArray(input.sessionRecording) && _io16(input.sessionRecording, true && _exceptionable)) && (undefined === input.upstreamTunnel || "object" === typeof input.upstreamTunnel && null !== input.upstreamTunnel && false === Array.isArray(input.upstreamTunnel) && _io17(input.upstreamTunnel, true && _exceptionable)) && (undefined === input.description || "string" === typeof input.description && input.description.length <= 4096) && (undefined === input.logoUrl || "string" === typeof input.logoUrl && input.logoUrl.length <= 2048) && (undefined === input.originatorId || "string" === typeof input.originatorId && input.originatorId.length <= 256) && (undefined === input.allowUpgrades || Array.isArray(input.allowUpgrades) && input.allowUpgrades.every((elem: any, _index5: number) => "string" === typeof elem)) && (undefined === input.bearerTokenFormat || "" === input.bearerTokenFormat || "default" === input.bearerTokenFormat || "idp_access_token" === input.bearerTokenFormat || "idp_identity_token" === input.bearerTokenFormat || "jwt" === input.bearerTokenFormat) && (undefined === input.jwtIssuerFormat || "hostOnly" === input.jwtIssuerFormat || "uri" === input.jwtIssuerFormat) && (undefined === input.dependsOn || Array.isArray(input.dependsOn) && input.dependsOn.every((elem: any, _index6: number) => "string" === typeof elem)) && (undefined === input.idpAccessTokenAllowedAudiences || Array.isArray(input.idpAccessTokenAllowedAudiences) && input.idpAccessTokenAllowedAudiences.every((elem: any, _index7: number) => "string" === typeof elem)) && (undefined === input.identityProviders || Array.isArray(input.identityProviders) && (input.identityProviders.length <= 64 && input.identityProviders.every((elem: any, _index8: number) => "string" === typeof elem && (1 <= elem.length && elem.length <= 128)))) && (11 === Object.keys(input).length || Object.keys(input).every((key: any) => {
    if (["namespaceId", "name", "from", "to", "response", "redirect", "prefix", "path", "regex", "prefixRewrite", "regexRewritePattern", "regexRewriteSubstitution", "hostRewrite", "hostRewriteHeader", "hostPathRegexRewritePattern", "hostPathRegexRewriteSubstitution", "regexPriorityOrder", "timeout", "idleTimeout", "allowWebsockets", "allowSpdy", "tlsSkipVerify", "tlsUpstreamAllowRenegotiation", "tlsUpstreamServerName", "tlsDownstreamServerName", "tlsCustomCaKeyPairId", "tlsClientKeyPairId", "tlsDownstreamClientCaKeyPairId", "setRequestHeaders", "setResponseHeaders", "removeRequestHeaders", "rewriteResponseHeaders", "preserveHostHeader", "passIdentityHeaders", "kubernetesServiceAccountToken", "enableGoogleCloudServerlessAuthentication", "showErrorDetails", "healthCheck", "loadBalancingPolicy", "identityProviderClientId", "identityProviderClientSecret", "policyIds", "circuitBreakerThresholds", "healthyPanicThreshold", "mcp", "sessionRecording", "upstreamTunnel", "description", "logoUrl", "originatorId", "allowUpgrades", "bearerTokenFormat", "jwtIssuerFormat", "dependsOn", "idpAccessTokenAllowedAudiences", "identityProviders"].some((prop: any) => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _io1 = (input: any, _exceptionable: boolean = true): boolean => "number" === typeof input.status && __typia_transform__isTypeUint32._isTypeUint32(input.status) && "string" === typeof input.body && (2 === Object.keys(input).length || Object.keys(input).every((key: any) => {
    if (["status", "body"].some((prop: any) => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _io2 = (input: any, _exceptionable: boolean = true): boolean => (undefined === input.httpsRedirect || "boolean" === typeof input.httpsRedirect) && (undefined === input.schemeRedirect || "string" === typeof input.schemeRedirect) && (undefined === input.hostRedirect || "string" === typeof input.hostRedirect) && (undefined === input.portRedirect || "number" === typeof input.portRedirect && (__typia_transform__isTypeUint32._isTypeUint32(input.portRedirect) && input.portRedirect <= 65535)) && (undefined === input.pathRedirect || "string" === typeof input.pathRedirect) && (undefined === input.prefixRewrite || "string" === typeof input.prefixRewrite) && (undefined === input.responseCode || "number" === typeof input.responseCode && __typia_transform__isTypeUint32._isTypeUint32(input.responseCode)) && (undefined === input.stripQuery || "boolean" === typeof input.stripQuery) && (0 === Object.keys(input).length || Object.keys(input).every((key: any) => {
    if (["httpsRedirect", "schemeRedirect", "hostRedirect", "portRedirect", "pathRedirect", "prefixRewrite", "responseCode", "stripQuery"].some((prop: any) => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _io3 = (input: any, _exceptionable: boolean = true): boolean => Object.keys(input).every((key: any) => {
    const value = input[key];
    if (undefined === value)
        return true;
    return "string" === typeof value;
}); const _io4 = (input: any, _exceptionable: boolean = true): boolean => "string" === typeof input.header && (undefined === input.matcher || "object" === typeof input.matcher && null !== input.matcher && false === Array.isArray(input.matcher) && _io5(input.matcher, true && _exceptionable)) && "string" === typeof input.value && (2 === Object.keys(input).length || Object.keys(input).every((key: any) => {
    if (["header", "matcher", "value"].some((prop: any) => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _io5 = (input: any, _exceptionable: boolean = true): boolean => (undefined === input.prefix || "string" === typeof input.prefix) && (0 === Object.keys(input).length || Object.keys(input).every((key: any) => {
    if (["prefix"].some((prop: any) => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _io6 = (input: any, _exceptionable: boolean = true): boolean => "http" === input.type && (undefined === input.host || "string" === typeof input.host) && (undefined === input.path || "string" === typeof input.path) && (undefined === input.expectedStatuses || Array.isArray(input.expectedStatuses) && input.expectedStatuses.every((elem: any, _index9: number) => "object" === typeof elem && null !== elem && _io7(elem, true && _exceptionable))) && (undefined === input.codecClientType || "http1" === input.codecClientType || "http2" === input.codecClientType || "http3" === input.codecClientType) && (undefined === input.timeout || "string" === typeof input.timeout && RegExp("^([0-9]+(y|w|d|h|m|s|ms))+$").test(input.timeout)) && (undefined === input.interval || "string" === typeof input.interval && RegExp("^([0-9]+(y|w|d|h|m|s|ms))+$").test(input.interval)) && (undefined === input.unhealthyThreshold || "number" === typeof input.unhealthyThreshold && __typia_transform__isTypeUint32._isTypeUint32(input.unhealthyThreshold)) && (undefined === input.healthyThreshold || "number" === typeof input.healthyThreshold && __typia_transform__isTypeUint32._isTypeUint32(input.healthyThreshold)) && (1 === Object.keys(input).length || Object.keys(input).every((key: any) => {
    if (["type", "host", "path", "expectedStatuses", "codecClientType", "timeout", "interval", "unhealthyThreshold", "healthyThreshold"].some((prop: any) => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _io7 = (input: any, _exceptionable: boolean = true): boolean => "number" === typeof input.start && __typia_transform__isTypeUint32._isTypeUint32(input.start) && ("number" === typeof input.end && __typia_transform__isTypeUint32._isTypeUint32(input.end)) && (2 === Object.keys(input).length || Object.keys(input).every((key: any) => {
    if (["start", "end"].some((prop: any) => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _io8 = (input: any, _exceptionable: boolean = true): boolean => "tcp" === input.type && (undefined === input.send || "string" === typeof input.send) && (undefined === input.receive || Array.isArray(input.receive) && input.receive.every((elem: any, _index10: number) => "string" === typeof elem)) && (undefined === input.timeout || "string" === typeof input.timeout && RegExp("^([0-9]+(y|w|d|h|m|s|ms))+$").test(input.timeout)) && (undefined === input.interval || "string" === typeof input.interval && RegExp("^([0-9]+(y|w|d|h|m|s|ms))+$").test(input.interval)) && (undefined === input.unhealthyThreshold || "number" === typeof input.unhealthyThreshold && __typia_transform__isTypeUint32._isTypeUint32(input.unhealthyThreshold)) && (undefined === input.healthyThreshold || "number" === typeof input.healthyThreshold && __typia_transform__isTypeUint32._isTypeUint32(input.healthyThreshold)) && (1 === Object.keys(input).length || Object.keys(input).every((key: any) => {
    if (["type", "send", "receive", "timeout", "interval", "unhealthyThreshold", "healthyThreshold"].some((prop: any) => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _io9 = (input: any, _exceptionable: boolean = true): boolean => "grpc" === input.type && (undefined === input.authority || "string" === typeof input.authority) && (undefined === input.serviceName || "string" === typeof input.serviceName) && (undefined === input.timeout || "string" === typeof input.timeout && RegExp("^([0-9]+(y|w|d|h|m|s|ms))+$").test(input.timeout)) && (undefined === input.interval || "string" === typeof input.interval && RegExp("^([0-9]+(y|w|d|h|m|s|ms))+$").test(input.interval)) && (undefined === input.unhealthyThreshold || "number" === typeof input.unhealthyThreshold && __typia_transform__isTypeUint32._isTypeUint32(input.unhealthyThreshold)) && (undefined === input.healthyThreshold || "number" === typeof input.healthyThreshold && __typia_transform__isTypeUint32._isTypeUint32(input.healthyThreshold)) && (1 === Object.keys(input).length || Object.keys(input).every((key: any) => {
    if (["type", "authority", "serviceName", "timeout", "interval", "unhealthyThreshold", "healthyThreshold"].some((prop: any) => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _io10 = (input: any, _exceptionable: boolean = true): boolean => (undefined === input.maxConnectionPools || "number" === typeof input.maxConnectionPools && __typia_transform__isTypeUint32._isTypeUint32(input.maxConnectionPools)) && (undefined === input.maxConnections || "number" === typeof input.maxConnections && __typia_transform__isTypeUint32._isTypeUint32(input.maxConnections)) && (undefined === input.maxPendingRequests || "number" === typeof input.maxPendingRequests && __typia_transform__isTypeUint32._isTypeUint32(input.maxPendingRequests)) && (undefined === input.maxRequests || "number" === typeof input.maxRequests && __typia_transform__isTypeUint32._isTypeUint32(input.maxRequests)) && (undefined === input.maxRetries || "number" === typeof input.maxRetries && __typia_transform__isTypeUint32._isTypeUint32(input.maxRetries)) && (0 === Object.keys(input).length || Object.keys(input).every((key: any) => {
    if (["maxConnectionPools", "maxConnections", "maxPendingRequests", "maxRequests", "maxRetries"].some((prop: any) => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _io11 = (input: any, _exceptionable: boolean = true): boolean => (undefined === input.client || "object" === typeof input.client && null !== input.client && false === Array.isArray(input.client) && _io12(input.client, true && _exceptionable)) && (undefined === input.server || "object" === typeof input.server && null !== input.server && false === Array.isArray(input.server) && _io13(input.server, true && _exceptionable)) && (0 === Object.keys(input).length || Object.keys(input).every((key: any) => {
    if (["client", "server"].some((prop: any) => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _io12 = (input: any, _exceptionable: boolean = true): boolean => Object.keys(input).every((key: any) => {
    const value = input[key];
    if (undefined === value)
        return true;
    return null !== value && undefined === value;
}); const _io13 = (input: any, _exceptionable: boolean = true): boolean => (undefined === input.authorizationServerUrl || "string" === typeof input.authorizationServerUrl && input.authorizationServerUrl.length <= 2048) && (undefined === input.maxRequestBytes || "number" === typeof input.maxRequestBytes && __typia_transform__isTypeUint32._isTypeUint32(input.maxRequestBytes)) && (undefined === input.path || "string" === typeof input.path && input.path.length <= 2048) && (undefined === input.upstreamOAuth2 || "object" === typeof input.upstreamOAuth2 && null !== input.upstreamOAuth2 && _io14(input.upstreamOAuth2, true && _exceptionable)) && (0 === Object.keys(input).length || Object.keys(input).every((key: any) => {
    if (["authorizationServerUrl", "maxRequestBytes", "path", "upstreamOAuth2"].some((prop: any) => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _io14 = (input: any, _exceptionable: boolean = true): boolean => "string" === typeof input.clientId && input.clientId.length <= 1024 && (undefined === input.clientSecret || "string" === typeof input.clientSecret && input.clientSecret.length <= 4096) && (undefined === input.oauth2Endpoint || "object" === typeof input.oauth2Endpoint && null !== input.oauth2Endpoint && false === Array.isArray(input.oauth2Endpoint) && _io15(input.oauth2Endpoint, true && _exceptionable)) && (undefined === input.scopes || Array.isArray(input.scopes) && input.scopes.every((elem: any, _index11: number) => "string" === typeof elem)) && (undefined === input.authorizationUrlParams || "object" === typeof input.authorizationUrlParams && null !== input.authorizationUrlParams && false === Array.isArray(input.authorizationUrlParams) && _io3(input.authorizationUrlParams, true && _exceptionable)) && (1 === Object.keys(input).length || Object.keys(input).every((key: any) => {
    if (["clientId", "clientSecret", "oauth2Endpoint", "scopes", "authorizationUrlParams"].some((prop: any) => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _io15 = (input: any, _exceptionable: boolean = true): boolean => (undefined === input.authUrl || "string" === typeof input.authUrl && input.authUrl.length <= 2048) && (undefined === input.tokenUrl || "string" === typeof input.tokenUrl && input.tokenUrl.length <= 2048) && (undefined === input.authStyle || "OAUTH2_AUTH_STYLE_UNSPECIFIED" === input.authStyle || "OAUTH2_AUTH_STYLE_IN_HEADER" === input.authStyle || "OAUTH2_AUTH_STYLE_IN_PARAMS" === input.authStyle) && (0 === Object.keys(input).length || Object.keys(input).every((key: any) => {
    if (["authUrl", "tokenUrl", "authStyle"].some((prop: any) => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _io16 = (input: any, _exceptionable: boolean = true): boolean => (undefined === input.enabled || "boolean" === typeof input.enabled) && (0 === Object.keys(input).length || Object.keys(input).every((key: any) => {
    if (["enabled"].some((prop: any) => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _io17 = (input: any, _exceptionable: boolean = true): boolean => (undefined === input.sshPolicyId || "string" === typeof input.sshPolicyId && (1 <= input.sshPolicyId.length && input.sshPolicyId.length <= 64)) && (0 === Object.keys(input).length || Object.keys(input).every((key: any) => {
    if (["sshPolicyId"].some((prop: any) => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _iu0 = (input: any, _exceptionable: boolean = true): any => (() => {
    if ("http" === input.type)
        return _io6(input, true && _exceptionable);
    else if ("tcp" === input.type)
        return _io8(input, true && _exceptionable);
    else if ("grpc" === input.type)
        return _io9(input, true && _exceptionable);
    else
        return false;
})(); const _vo0 = (input: any, _path: string, _exceptionable: boolean = true): boolean => ["string" === typeof input.namespaceId && (1 <= input.namespaceId.length || _report(_exceptionable, {
        path: _path + ".namespaceId",
        expected: "string & MinLength<1>",
        value: input.namespaceId
    })) || _report(_exceptionable, {
        path: _path + ".namespaceId",
        expected: "(string & MinLength<1>)",
        value: input.namespaceId
    }), "string" === typeof input.name && (1 <= input.name.length || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string & MinLength<1>",
        value: input.name
    })) && (input.name.length <= 128 || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string & MaxLength<128>",
        value: input.name
    })) || _report(_exceptionable, {
        path: _path + ".name",
        expected: "(string & MinLength<1> & MaxLength<128>)",
        value: input.name
    }), "string" === typeof input.from && (1 <= input.from.length || _report(_exceptionable, {
        path: _path + ".from",
        expected: "string & MinLength<1>",
        value: input.from
    })) && (input.from.length <= 2048 || _report(_exceptionable, {
        path: _path + ".from",
        expected: "string & MaxLength<2048>",
        value: input.from
    })) || _report(_exceptionable, {
        path: _path + ".from",
        expected: "(string & MinLength<1> & MaxLength<2048>)",
        value: input.from
    }), undefined === input.to || (Array.isArray(input.to) || _report(_exceptionable, {
        path: _path + ".to",
        expected: "(Array<string & MinLength<1> & MaxLength<2048>> | undefined)",
        value: input.to
    })) && input.to.map((elem: any, _index12: number) => "string" === typeof elem && (1 <= elem.length || _report(_exceptionable, {
        path: _path + ".to[" + _index12 + "]",
        expected: "string & MinLength<1>",
        value: elem
    })) && (elem.length <= 2048 || _report(_exceptionable, {
        path: _path + ".to[" + _index12 + "]",
        expected: "string & MaxLength<2048>",
        value: elem
    })) || _report(_exceptionable, {
        path: _path + ".to[" + _index12 + "]",
        expected: "(string & MinLength<1> & MaxLength<2048>)",
        value: elem
    })).every((flag: boolean) => flag) || _report(_exceptionable, {
        path: _path + ".to",
        expected: "(Array<string & MinLength<1> & MaxLength<2048>> | undefined)",
        value: input.to
    }), undefined === input.response || ("object" === typeof input.response && null !== input.response || _report(_exceptionable, {
        path: _path + ".response",
        expected: "(RouteDirectResponse | undefined)",
        value: input.response
    })) && _vo1(input.response, _path + ".response", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".response",
        expected: "(RouteDirectResponse | undefined)",
        value: input.response
    }), undefined === input.redirect || ("object" === typeof input.redirect && null !== input.redirect && false === Array.isArray(input.redirect) || _report(_exceptionable, {
        path: _path + ".redirect",
        expected: "(RouteRedirect | undefined)",
        value: input.redirect
    })) && _vo2(input.redirect, _path + ".redirect", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".redirect",
        expected: "(RouteRedirect | undefined)",
        value: input.redirect
    }), undefined === input.prefix || "string" === typeof input.prefix || _report(_exceptionable, {
        path: _path + ".prefix",
        expected: "(string | undefined)",
        value: input.prefix
    }), undefined === input.path || "string" === typeof input.path || _report(_exceptionable, {
        path: _path + ".path",
        expected: "(string | undefined)",
        value: input.path
    }), undefined === input.regex || "string" === typeof input.regex || _report(_exceptionable, {
        path: _path + ".regex",
        expected: "(string | undefined)",
        value: input.regex
    }), undefined === input.prefixRewrite || "string" === typeof input.prefixRewrite || _report(_exceptionable, {
        path: _path + ".prefixRewrite",
        expected: "(string | undefined)",
        value: input.prefixRewrite
    }), undefined === input.regexRewritePattern || "string" === typeof input.regexRewritePattern || _report(_exceptionable, {
        path: _path + ".regexRewritePattern",
        expected: "(string | undefined)",
        value: input.regexRewritePattern
    }), undefined === input.regexRewriteSubstitution || "string" === typeof input.regexRewriteSubstitution || _report(_exceptionable, {
        path: _path + ".regexRewriteSubstitution",
        expected: "(string | undefined)",
        value: input.regexRewriteSubstitution
    }), undefined === input.hostRewrite || "string" === typeof input.hostRewrite || _report(_exceptionable, {
        path: _path + ".hostRewrite",
        expected: "(string | undefined)",
        value: input.hostRewrite
    }), undefined === input.hostRewriteHeader || "string" === typeof input.hostRewriteHeader || _report(_exceptionable, {
        path: _path + ".hostRewriteHeader",
        expected: "(string | undefined)",
        value: input.hostRewriteHeader
    }), undefined === input.hostPathRegexRewritePattern || "string" === typeof input.hostPathRegexRewritePattern || _report(_exceptionable, {
        path: _path + ".hostPathRegexRewritePattern",
        expected: "(string | undefined)",
        value: input.hostPathRegexRewritePattern
    }), undefined === input.hostPathRegexRewriteSubstitution || "string" === typeof input.hostPathRegexRewriteSubstitution || _report(_exceptionable, {
        path: _path + ".hostPathRegexRewriteSubstitution",
        expected: "(string | undefined)",
        value: input.hostPathRegexRewriteSubstitution
    }), undefined === input.regexPriorityOrder || "number" === typeof input.regexPriorityOrder && (__typia_transform__isTypeInt64._isTypeInt64(input.regexPriorityOrder) || _report(_exceptionable, {
        path: _path + ".regexPriorityOrder",
        expected: "number & Type<\"int64\">",
        value: input.regexPriorityOrder
    })) || _report(_exceptionable, {
        path: _path + ".regexPriorityOrder",
        expected: "((number & Type<\"int64\">) | undefined)",
        value: input.regexPriorityOrder
    }), undefined === input.timeout || "string" === typeof input.timeout && (RegExp("^([0-9]+(y|w|d|h|m|s|ms))+$").test(input.timeout) || _report(_exceptionable, {
        path: _path + ".timeout",
        expected: "string & Pattern<\"^([0-9]+(y|w|d|h|m|s|ms))+$\">",
        value: input.timeout
    })) || _report(_exceptionable, {
        path: _path + ".timeout",
        expected: "((string & Pattern<\"^([0-9]+(y|w|d|h|m|s|ms))+$\">) | undefined)",
        value: input.timeout
    }), undefined === input.idleTimeout || "string" === typeof input.idleTimeout && (RegExp("^([0-9]+(y|w|d|h|m|s|ms))+$").test(input.idleTimeout) || _report(_exceptionable, {
        path: _path + ".idleTimeout",
        expected: "string & Pattern<\"^([0-9]+(y|w|d|h|m|s|ms))+$\">",
        value: input.idleTimeout
    })) || _report(_exceptionable, {
        path: _path + ".idleTimeout",
        expected: "((string & Pattern<\"^([0-9]+(y|w|d|h|m|s|ms))+$\">) | undefined)",
        value: input.idleTimeout
    }), "boolean" === typeof input.allowWebsockets || _report(_exceptionable, {
        path: _path + ".allowWebsockets",
        expected: "boolean",
        value: input.allowWebsockets
    }), "boolean" === typeof input.allowSpdy || _report(_exceptionable, {
        path: _path + ".allowSpdy",
        expected: "boolean",
        value: input.allowSpdy
    }), "boolean" === typeof input.tlsSkipVerify || _report(_exceptionable, {
        path: _path + ".tlsSkipVerify",
        expected: "boolean",
        value: input.tlsSkipVerify
    }), "boolean" === typeof input.tlsUpstreamAllowRenegotiation || _report(_exceptionable, {
        path: _path + ".tlsUpstreamAllowRenegotiation",
        expected: "boolean",
        value: input.tlsUpstreamAllowRenegotiation
    }), undefined === input.tlsUpstreamServerName || "string" === typeof input.tlsUpstreamServerName || _report(_exceptionable, {
        path: _path + ".tlsUpstreamServerName",
        expected: "(string | undefined)",
        value: input.tlsUpstreamServerName
    }), undefined === input.tlsDownstreamServerName || "string" === typeof input.tlsDownstreamServerName || _report(_exceptionable, {
        path: _path + ".tlsDownstreamServerName",
        expected: "(string | undefined)",
        value: input.tlsDownstreamServerName
    }), undefined === input.tlsCustomCaKeyPairId || "string" === typeof input.tlsCustomCaKeyPairId || _report(_exceptionable, {
        path: _path + ".tlsCustomCaKeyPairId",
        expected: "(string | undefined)",
        value: input.tlsCustomCaKeyPairId
    }), undefined === input.tlsClientKeyPairId || "string" === typeof input.tlsClientKeyPairId || _report(_exceptionable, {
        path: _path + ".tlsClientKeyPairId",
        expected: "(string | undefined)",
        value: input.tlsClientKeyPairId
    }), undefined === input.tlsDownstreamClientCaKeyPairId || "string" === typeof input.tlsDownstreamClientCaKeyPairId || _report(_exceptionable, {
        path: _path + ".tlsDownstreamClientCaKeyPairId",
        expected: "(string | undefined)",
        value: input.tlsDownstreamClientCaKeyPairId
    }), undefined === input.setRequestHeaders || ("object" === typeof input.setRequestHeaders && null !== input.setRequestHeaders && false === Array.isArray(input.setRequestHeaders) || _report(_exceptionable, {
        path: _path + ".setRequestHeaders",
        expected: "(StringMap | undefined)",
        value: input.setRequestHeaders
    })) && _vo3(input.setRequestHeaders, _path + ".setRequestHeaders", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".setRequestHeaders",
        expected: "(StringMap | undefined)",
        value: input.setRequestHeaders
    }), undefined === input.setResponseHeaders || ("object" === typeof input.setResponseHeaders && null !== input.setResponseHeaders && false === Array.isArray(input.setResponseHeaders) || _report(_exceptionable, {
        path: _path + ".setResponseHeaders",
        expected: "(StringMap | undefined)",
        value: input.setResponseHeaders
    })) && _vo3(input.setResponseHeaders, _path + ".setResponseHeaders", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".setResponseHeaders",
        expected: "(StringMap | undefined)",
        value: input.setResponseHeaders
    }), undefined === input.removeRequestHeaders || (Array.isArray(input.removeRequestHeaders) || _report(_exceptionable, {
        path: _path + ".removeRequestHeaders",
        expected: "(Array<string> | undefined)",
        value: input.removeRequestHeaders
    })) && input.removeRequestHeaders.map((elem: any, _index13: number) => "string" === typeof elem || _report(_exceptionable, {
        path: _path + ".removeRequestHeaders[" + _index13 + "]",
        expected: "string",
        value: elem
    })).every((flag: boolean) => flag) || _report(_exceptionable, {
        path: _path + ".removeRequestHeaders",
        expected: "(Array<string> | undefined)",
        value: input.removeRequestHeaders
    }), undefined === input.rewriteResponseHeaders || (Array.isArray(input.rewriteResponseHeaders) || _report(_exceptionable, {
        path: _path + ".rewriteResponseHeaders",
        expected: "(Array<RouteRewriteHeader> | undefined)",
        value: input.rewriteResponseHeaders
    })) && input.rewriteResponseHeaders.map((elem: any, _index14: number) => ("object" === typeof elem && null !== elem || _report(_exceptionable, {
        path: _path + ".rewriteResponseHeaders[" + _index14 + "]",
        expected: "RouteRewriteHeader",
        value: elem
    })) && _vo4(elem, _path + ".rewriteResponseHeaders[" + _index14 + "]", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".rewriteResponseHeaders[" + _index14 + "]",
        expected: "RouteRewriteHeader",
        value: elem
    })).every((flag: boolean) => flag) || _report(_exceptionable, {
        path: _path + ".rewriteResponseHeaders",
        expected: "(Array<RouteRewriteHeader> | undefined)",
        value: input.rewriteResponseHeaders
    }), "boolean" === typeof input.preserveHostHeader || _report(_exceptionable, {
        path: _path + ".preserveHostHeader",
        expected: "boolean",
        value: input.preserveHostHeader
    }), undefined === input.passIdentityHeaders || "boolean" === typeof input.passIdentityHeaders || _report(_exceptionable, {
        path: _path + ".passIdentityHeaders",
        expected: "(boolean | undefined)",
        value: input.passIdentityHeaders
    }), undefined === input.kubernetesServiceAccountToken || "string" === typeof input.kubernetesServiceAccountToken || _report(_exceptionable, {
        path: _path + ".kubernetesServiceAccountToken",
        expected: "(string | undefined)",
        value: input.kubernetesServiceAccountToken
    }), "boolean" === typeof input.enableGoogleCloudServerlessAuthentication || _report(_exceptionable, {
        path: _path + ".enableGoogleCloudServerlessAuthentication",
        expected: "boolean",
        value: input.enableGoogleCloudServerlessAuthentication
    }), "boolean" === typeof input.showErrorDetails || _report(_exceptionable, {
        path: _path + ".showErrorDetails",
        expected: "boolean",
        value: input.showErrorDetails
    }), undefined === input.healthCheck || ("object" === typeof input.healthCheck && null !== input.healthCheck || _report(_exceptionable, {
        path: _path + ".healthCheck",
        expected: "(GrpcHealthCheckWrite | HttpHealthCheckWrite | TcpHealthCheckWrite | undefined)",
        value: input.healthCheck
    })) && _vu0(input.healthCheck, _path + ".healthCheck", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".healthCheck",
        expected: "(GrpcHealthCheckWrite | HttpHealthCheckWrite | TcpHealthCheckWrite | undefined)",
        value: input.healthCheck
    }), undefined === input.loadBalancingPolicy || "round_robin" === input.loadBalancingPolicy || "least_request" === input.loadBalancingPolicy || "ring_hash" === input.loadBalancingPolicy || "random" === input.loadBalancingPolicy || "maglev" === input.loadBalancingPolicy || _report(_exceptionable, {
        path: _path + ".loadBalancingPolicy",
        expected: "(\"least_request\" | \"maglev\" | \"random\" | \"ring_hash\" | \"round_robin\" | undefined)",
        value: input.loadBalancingPolicy
    }), undefined === input.identityProviderClientId || "string" === typeof input.identityProviderClientId || _report(_exceptionable, {
        path: _path + ".identityProviderClientId",
        expected: "(string | undefined)",
        value: input.identityProviderClientId
    }), undefined === input.identityProviderClientSecret || "string" === typeof input.identityProviderClientSecret || _report(_exceptionable, {
        path: _path + ".identityProviderClientSecret",
        expected: "(string | undefined)",
        value: input.identityProviderClientSecret
    }), (Array.isArray(input.policyIds) || _report(_exceptionable, {
        path: _path + ".policyIds",
        expected: "(Array<string & MinLength<1>> & MaxItems<256>)",
        value: input.policyIds
    })) && ((input.policyIds.length <= 256 || _report(_exceptionable, {
        path: _path + ".policyIds",
        expected: "Array<> & MaxItems<256>",
        value: input.policyIds
    })) && input.policyIds.map((elem: any, _index15: number) => "string" === typeof elem && (1 <= elem.length || _report(_exceptionable, {
        path: _path + ".policyIds[" + _index15 + "]",
        expected: "string & MinLength<1>",
        value: elem
    })) || _report(_exceptionable, {
        path: _path + ".policyIds[" + _index15 + "]",
        expected: "(string & MinLength<1>)",
        value: elem
    })).every((flag: boolean) => flag)) || _report(_exceptionable, {
        path: _path + ".policyIds",
        expected: "(Array<string & MinLength<1>> & MaxItems<256>)",
        value: input.policyIds
    }), undefined === input.circuitBreakerThresholds || ("object" === typeof input.circuitBreakerThresholds && null !== input.circuitBreakerThresholds && false === Array.isArray(input.circuitBreakerThresholds) || _report(_exceptionable, {
        path: _path + ".circuitBreakerThresholds",
        expected: "(CircuitBreakerThresholds | undefined)",
        value: input.circuitBreakerThresholds
    })) && _vo10(input.circuitBreakerThresholds, _path + ".circuitBreakerThresholds", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".circuitBreakerThresholds",
        expected: "(CircuitBreakerThresholds | undefined)",
        value: input.circuitBreakerThresholds
    }), undefined === input.healthyPanicThreshold || "number" === typeof input.healthyPanicThreshold && (__typia_transform__isTypeInt32._isTypeInt32(input.healthyPanicThreshold) || _report(_exceptionable, {
        path: _path + ".healthyPanicThreshold",
        expected: "number & Type<\"int32\">",
        value: input.healthyPanicThreshold
    })) && (0 <= input.healthyPanicThreshold || _report(_exceptionable, {
        path: _path + ".healthyPanicThreshold",
        expected: "number & Minimum<0>",
        value: input.healthyPanicThreshold
    })) && (input.healthyPanicThreshold <= 100 || _report(_exceptionable, {
        path: _path + ".healthyPanicThreshold",
        expected: "number & Maximum<100>",
        value: input.healthyPanicThreshold
    })) || _report(_exceptionable, {
        path: _path + ".healthyPanicThreshold",
        expected: "((number & Type<\"int32\"> & Minimum<0> & Maximum<100>) | undefined)",
        value: input.healthyPanicThreshold
    }), undefined === input.mcp || ("object" === typeof input.mcp && null !== input.mcp && false === Array.isArray(input.mcp) || _report(_exceptionable, {
        path: _path + ".mcp",
        expected: "(RouteMcp | undefined)",
        value: input.mcp
    })) && _vo11(input.mcp, _path + ".mcp", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".mcp",
        expected: "(RouteMcp | undefined)",
        value: input.mcp
    }), undefined === input.sessionRecording || ("object" === typeof input.sessionRecording && null !== input.sessionRecording && false === Array.isArray(input.sessionRecording) || _report(_exceptionable, {
        path: _path + ".sessionRecording",
        expected: "(__type.o24 | undefined)",
        value: input.sessionRecording
    })) && _vo16(input.sessionRecording, _path + ".sessionRecording", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".sessionRecording",
        expected: "(__type.o24 | undefined)",
        value: input.sessionRecording
    }), undefined === input.upstreamTunnel || ("object" === typeof input.upstreamTunnel && null !== input.upstreamTunnel && false === Array.isArray(input.upstreamTunnel) || _report(_exceptionable, {
        path: _path + ".upstreamTunnel",
        expected: "(__type.o25 | undefined)",
        value: input.upstreamTunnel
    })) && _vo17(input.upstreamTunnel, _path + ".upstreamTunnel", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".upstreamTunnel",
        expected: "(__type.o25 | undefined)",
        value: input.upstreamTunnel
    }), undefined === input.description || "string" === typeof input.description && (input.description.length <= 4096 || _report(_exceptionable, {
        path: _path + ".description",
        expected: "string & MaxLength<4096>",
        value: input.description
    })) || _report(_exceptionable, {
        path: _path + ".description",
        expected: "((string & MaxLength<4096>) | undefined)",
        value: input.description
    }), undefined === input.logoUrl || "string" === typeof input.logoUrl && (input.logoUrl.length <= 2048 || _report(_exceptionable, {
        path: _path + ".logoUrl",
        expected: "string & MaxLength<2048>",
        value: input.logoUrl
    })) || _report(_exceptionable, {
        path: _path + ".logoUrl",
        expected: "((string & MaxLength<2048>) | undefined)",
        value: input.logoUrl
    }), undefined === input.originatorId || "string" === typeof input.originatorId && (input.originatorId.length <= 256 || _report(_exceptionable, {
        path: _path + ".originatorId",
        expected: "string & MaxLength<256>",
        value: input.originatorId
    })) || _report(_exceptionable, {
        path: _path + ".originatorId",
        expected: "((string & MaxLength<256>) | undefined)",
        value: input.originatorId
    }), undefined === input.allowUpgrades || (Array.isArray(input.allowUpgrades) || _report(_exceptionable, {
        path: _path + ".allowUpgrades",
        expected: "(Array<string> | undefined)",
        value: input.allowUpgrades
    })) && input.allowUpgrades.map((elem: any, _index16: number) => "string" === typeof elem || _report(_exceptionable, {
        path: _path + ".allowUpgrades[" + _index16 + "]",
        expected: "string",
        value: elem
    })).every((flag: boolean) => flag) || _report(_exceptionable, {
        path: _path + ".allowUpgrades",
        expected: "(Array<string> | undefined)",
        value: input.allowUpgrades
    }), undefined === input.bearerTokenFormat || "" === input.bearerTokenFormat || "default" === input.bearerTokenFormat || "idp_access_token" === input.bearerTokenFormat || "idp_identity_token" === input.bearerTokenFormat || "jwt" === input.bearerTokenFormat || _report(_exceptionable, {
        path: _path + ".bearerTokenFormat",
        expected: "(\"\" | \"default\" | \"idp_access_token\" | \"idp_identity_token\" | \"jwt\" | undefined)",
        value: input.bearerTokenFormat
    }), undefined === input.jwtIssuerFormat || "hostOnly" === input.jwtIssuerFormat || "uri" === input.jwtIssuerFormat || _report(_exceptionable, {
        path: _path + ".jwtIssuerFormat",
        expected: "(\"hostOnly\" | \"uri\" | undefined)",
        value: input.jwtIssuerFormat
    }), undefined === input.dependsOn || (Array.isArray(input.dependsOn) || _report(_exceptionable, {
        path: _path + ".dependsOn",
        expected: "(Array<string> | undefined)",
        value: input.dependsOn
    })) && input.dependsOn.map((elem: any, _index17: number) => "string" === typeof elem || _report(_exceptionable, {
        path: _path + ".dependsOn[" + _index17 + "]",
        expected: "string",
        value: elem
    })).every((flag: boolean) => flag) || _report(_exceptionable, {
        path: _path + ".dependsOn",
        expected: "(Array<string> | undefined)",
        value: input.dependsOn
    }), undefined === input.idpAccessTokenAllowedAudiences || (Array.isArray(input.idpAccessTokenAllowedAudiences) || _report(_exceptionable, {
        path: _path + ".idpAccessTokenAllowedAudiences",
        expected: "(Array<string> | undefined)",
        value: input.idpAccessTokenAllowedAudiences
    })) && input.idpAccessTokenAllowedAudiences.map((elem: any, _index18: number) => "string" === typeof elem || _report(_exceptionable, {
        path: _path + ".idpAccessTokenAllowedAudiences[" + _index18 + "]",
        expected: "string",
        value: elem
    })).every((flag: boolean) => flag) || _report(_exceptionable, {
        path: _path + ".idpAccessTokenAllowedAudiences",
        expected: "(Array<string> | undefined)",
        value: input.idpAccessTokenAllowedAudiences
    }), undefined === input.identityProviders || (Array.isArray(input.identityProviders) || _report(_exceptionable, {
        path: _path + ".identityProviders",
        expected: "((Array<string & MinLength<1> & MaxLength<128>> & MaxItems<64>) | undefined)",
        value: input.identityProviders
    })) && ((input.identityProviders.length <= 64 || _report(_exceptionable, {
        path: _path + ".identityProviders",
        expected: "Array<> & MaxItems<64>",
        value: input.identityProviders
    })) && input.identityProviders.map((elem: any, _index19: number) => "string" === typeof elem && (1 <= elem.length || _report(_exceptionable, {
        path: _path + ".identityProviders[" + _index19 + "]",
        expected: "string & MinLength<1>",
        value: elem
    })) && (elem.length <= 128 || _report(_exceptionable, {
        path: _path + ".identityProviders[" + _index19 + "]",
        expected: "string & MaxLength<128>",
        value: elem
    })) || _report(_exceptionable, {
        path: _path + ".identityProviders[" + _index19 + "]",
        expected: "(string & MinLength<1> & MaxLength<128>)",
        value: elem
    })).every((flag: boolean) => flag)) || _report(_exceptionable, {
        path: _path + ".identityProviders",
        expected: "((Array<string & MinLength<1> & MaxLength<128>> & MaxItems<64>) | undefined)",
        value: input.identityProviders
    }), 11 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map((key: any) => {
        if (["namespaceId", "name", "from", "to", "response", "redirect", "prefix", "path", "regex", "prefixRewrite", "regexRewritePattern", "regexRewriteSubstitution", "hostRewrite", "hostRewriteHeader", "hostPathRegexRewritePattern", "hostPathRegexRewriteSubstitution", "regexPriorityOrder", "timeout", "idleTimeout", "allowWebsockets", "allowSpdy", "tlsSkipVerify", "tlsUpstreamAllowRenegotiation", "tlsUpstreamServerName", "tlsDownstreamServerName", "tlsCustomCaKeyPairId", "tlsClientKeyPairId", "tlsDownstreamClientCaKeyPairId", "setRequestHeaders", "setResponseHeaders", "removeRequestHeaders", "rewriteResponseHeaders", "preserveHostHeader", "passIdentityHeaders", "kubernetesServiceAccountToken", "enableGoogleCloudServerlessAuthentication", "showErrorDetails", "healthCheck", "loadBalancingPolicy", "identityProviderClientId", "identityProviderClientSecret", "policyIds", "circuitBreakerThresholds", "healthyPanicThreshold", "mcp", "sessionRecording", "upstreamTunnel", "description", "logoUrl", "originatorId", "allowUpgrades", "bearerTokenFormat", "jwtIssuerFormat", "dependsOn", "idpAccessTokenAllowedAudiences", "identityProviders"].some((prop: any) => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every((flag: boolean) => flag))].every((flag: boolean) => flag); const _vo1 = (input: any, _path: string, _exceptionable: boolean = true): boolean => ["number" === typeof input.status && (__typia_transform__isTypeUint32._isTypeUint32(input.status) || _report(_exceptionable, {
        path: _path + ".status",
        expected: "number & Type<\"uint32\">",
        value: input.status
    })) || _report(_exceptionable, {
        path: _path + ".status",
        expected: "(number & Type<\"uint32\">)",
        value: input.status
    }), "string" === typeof input.body || _report(_exceptionable, {
        path: _path + ".body",
        expected: "string",
        value: input.body
    }), 2 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map((key: any) => {
        if (["status", "body"].some((prop: any) => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every((flag: boolean) => flag))].every((flag: boolean) => flag); const _vo2 = (input: any, _path: string, _exceptionable: boolean = true): boolean => [undefined === input.httpsRedirect || "boolean" === typeof input.httpsRedirect || _report(_exceptionable, {
        path: _path + ".httpsRedirect",
        expected: "(boolean | undefined)",
        value: input.httpsRedirect
    }), undefined === input.schemeRedirect || "string" === typeof input.schemeRedirect || _report(_exceptionable, {
        path: _path + ".schemeRedirect",
        expected: "(string | undefined)",
        value: input.schemeRedirect
    }), undefined === input.hostRedirect || "string" === typeof input.hostRedirect || _report(_exceptionable, {
        path: _path + ".hostRedirect",
        expected: "(string | undefined)",
        value: input.hostRedirect
    }), undefined === input.portRedirect || "number" === typeof input.portRedirect && (__typia_transform__isTypeUint32._isTypeUint32(input.portRedirect) || _report(_exceptionable, {
        path: _path + ".portRedirect",
        expected: "number & Type<\"uint32\">",
        value: input.portRedirect
    })) && (input.portRedirect <= 65535 || _report(_exceptionable, {
        path: _path + ".portRedirect",
        expected: "number & Maximum<65535>",
        value: input.portRedirect
    })) || _report(_exceptionable, {
        path: _path + ".portRedirect",
        expected: "((number & Type<\"uint32\"> & Maximum<65535>) | undefined)",
        value: input.portRedirect
    }), undefined === input.pathRedirect || "string" === typeof input.pathRedirect || _report(_exceptionable, {
        path: _path + ".pathRedirect",
        expected: "(string | undefined)",
        value: input.pathRedirect
    }), undefined === input.prefixRewrite || "string" === typeof input.prefixRewrite || _report(_exceptionable, {
        path: _path + ".prefixRewrite",
        expected: "(string | undefined)",
        value: input.prefixRewrite
    }), undefined === input.responseCode || "number" === typeof input.responseCode && (__typia_transform__isTypeUint32._isTypeUint32(input.responseCode) || _report(_exceptionable, {
        path: _path + ".responseCode",
        expected: "number & Type<\"uint32\">",
        value: input.responseCode
    })) || _report(_exceptionable, {
        path: _path + ".responseCode",
        expected: "((number & Type<\"uint32\">) | undefined)",
        value: input.responseCode
    }), undefined === input.stripQuery || "boolean" === typeof input.stripQuery || _report(_exceptionable, {
        path: _path + ".stripQuery",
        expected: "(boolean | undefined)",
        value: input.stripQuery
    }), 0 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map((key: any) => {
        if (["httpsRedirect", "schemeRedirect", "hostRedirect", "portRedirect", "pathRedirect", "prefixRewrite", "responseCode", "stripQuery"].some((prop: any) => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every((flag: boolean) => flag))].every((flag: boolean) => flag); const _vo3 = (input: any, _path: string, _exceptionable: boolean = true): boolean => [false === _exceptionable || Object.keys(input).map((key: any) => {
        const value = input[key];
        if (undefined === value)
            return true;
        return "string" === typeof value || _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "string",
            value: value
        });
    }).every((flag: boolean) => flag)].every((flag: boolean) => flag); const _vo4 = (input: any, _path: string, _exceptionable: boolean = true): boolean => ["string" === typeof input.header || _report(_exceptionable, {
        path: _path + ".header",
        expected: "string",
        value: input.header
    }), undefined === input.matcher || ("object" === typeof input.matcher && null !== input.matcher && false === Array.isArray(input.matcher) || _report(_exceptionable, {
        path: _path + ".matcher",
        expected: "(__type | undefined)",
        value: input.matcher
    })) && _vo5(input.matcher, _path + ".matcher", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".matcher",
        expected: "(__type | undefined)",
        value: input.matcher
    }), "string" === typeof input.value || _report(_exceptionable, {
        path: _path + ".value",
        expected: "string",
        value: input.value
    }), 2 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map((key: any) => {
        if (["header", "matcher", "value"].some((prop: any) => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every((flag: boolean) => flag))].every((flag: boolean) => flag); const _vo5 = (input: any, _path: string, _exceptionable: boolean = true): boolean => [undefined === input.prefix || "string" === typeof input.prefix || _report(_exceptionable, {
        path: _path + ".prefix",
        expected: "(string | undefined)",
        value: input.prefix
    }), 0 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map((key: any) => {
        if (["prefix"].some((prop: any) => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every((flag: boolean) => flag))].every((flag: boolean) => flag); const _vo6 = (input: any, _path: string, _exceptionable: boolean = true): boolean => ["http" === input.type || _report(_exceptionable, {
        path: _path + ".type",
        expected: "\"http\"",
        value: input.type
    }), undefined === input.host || "string" === typeof input.host || _report(_exceptionable, {
        path: _path + ".host",
        expected: "(string | undefined)",
        value: input.host
    }), undefined === input.path || "string" === typeof input.path || _report(_exceptionable, {
        path: _path + ".path",
        expected: "(string | undefined)",
        value: input.path
    }), undefined === input.expectedStatuses || (Array.isArray(input.expectedStatuses) || _report(_exceptionable, {
        path: _path + ".expectedStatuses",
        expected: "(Array<__type> | undefined)",
        value: input.expectedStatuses
    })) && input.expectedStatuses.map((elem: any, _index20: number) => ("object" === typeof elem && null !== elem || _report(_exceptionable, {
        path: _path + ".expectedStatuses[" + _index20 + "]",
        expected: "__type.o1",
        value: elem
    })) && _vo7(elem, _path + ".expectedStatuses[" + _index20 + "]", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".expectedStatuses[" + _index20 + "]",
        expected: "__type.o1",
        value: elem
    })).every((flag: boolean) => flag) || _report(_exceptionable, {
        path: _path + ".expectedStatuses",
        expected: "(Array<__type> | undefined)",
        value: input.expectedStatuses
    }), undefined === input.codecClientType || "http1" === input.codecClientType || "http2" === input.codecClientType || "http3" === input.codecClientType || _report(_exceptionable, {
        path: _path + ".codecClientType",
        expected: "(\"http1\" | \"http2\" | \"http3\" | undefined)",
        value: input.codecClientType
    }), undefined === input.timeout || "string" === typeof input.timeout && (RegExp("^([0-9]+(y|w|d|h|m|s|ms))+$").test(input.timeout) || _report(_exceptionable, {
        path: _path + ".timeout",
        expected: "string & Pattern<\"^([0-9]+(y|w|d|h|m|s|ms))+$\">",
        value: input.timeout
    })) || _report(_exceptionable, {
        path: _path + ".timeout",
        expected: "((string & Pattern<\"^([0-9]+(y|w|d|h|m|s|ms))+$\">) | undefined)",
        value: input.timeout
    }), undefined === input.interval || "string" === typeof input.interval && (RegExp("^([0-9]+(y|w|d|h|m|s|ms))+$").test(input.interval) || _report(_exceptionable, {
        path: _path + ".interval",
        expected: "string & Pattern<\"^([0-9]+(y|w|d|h|m|s|ms))+$\">",
        value: input.interval
    })) || _report(_exceptionable, {
        path: _path + ".interval",
        expected: "((string & Pattern<\"^([0-9]+(y|w|d|h|m|s|ms))+$\">) | undefined)",
        value: input.interval
    }), undefined === input.unhealthyThreshold || "number" === typeof input.unhealthyThreshold && (__typia_transform__isTypeUint32._isTypeUint32(input.unhealthyThreshold) || _report(_exceptionable, {
        path: _path + ".unhealthyThreshold",
        expected: "number & Type<\"uint32\">",
        value: input.unhealthyThreshold
    })) || _report(_exceptionable, {
        path: _path + ".unhealthyThreshold",
        expected: "((number & Type<\"uint32\">) | undefined)",
        value: input.unhealthyThreshold
    }), undefined === input.healthyThreshold || "number" === typeof input.healthyThreshold && (__typia_transform__isTypeUint32._isTypeUint32(input.healthyThreshold) || _report(_exceptionable, {
        path: _path + ".healthyThreshold",
        expected: "number & Type<\"uint32\">",
        value: input.healthyThreshold
    })) || _report(_exceptionable, {
        path: _path + ".healthyThreshold",
        expected: "((number & Type<\"uint32\">) | undefined)",
        value: input.healthyThreshold
    }), 1 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map((key: any) => {
        if (["type", "host", "path", "expectedStatuses", "codecClientType", "timeout", "interval", "unhealthyThreshold", "healthyThreshold"].some((prop: any) => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every((flag: boolean) => flag))].every((flag: boolean) => flag); const _vo7 = (input: any, _path: string, _exceptionable: boolean = true): boolean => ["number" === typeof input.start && (__typia_transform__isTypeUint32._isTypeUint32(input.start) || _report(_exceptionable, {
        path: _path + ".start",
        expected: "number & Type<\"uint32\">",
        value: input.start
    })) || _report(_exceptionable, {
        path: _path + ".start",
        expected: "(number & Type<\"uint32\">)",
        value: input.start
    }), "number" === typeof input.end && (__typia_transform__isTypeUint32._isTypeUint32(input.end) || _report(_exceptionable, {
        path: _path + ".end",
        expected: "number & Type<\"uint32\">",
        value: input.end
    })) || _report(_exceptionable, {
        path: _path + ".end",
        expected: "(number & Type<\"uint32\">)",
        value: input.end
    }), 2 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map((key: any) => {
        if (["start", "end"].some((prop: any) => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every((flag: boolean) => flag))].every((flag: boolean) => flag); const _vo8 = (input: any, _path: string, _exceptionable: boolean = true): boolean => ["tcp" === input.type || _report(_exceptionable, {
        path: _path + ".type",
        expected: "\"tcp\"",
        value: input.type
    }), undefined === input.send || "string" === typeof input.send || _report(_exceptionable, {
        path: _path + ".send",
        expected: "(string | undefined)",
        value: input.send
    }), undefined === input.receive || (Array.isArray(input.receive) || _report(_exceptionable, {
        path: _path + ".receive",
        expected: "(Array<string> | undefined)",
        value: input.receive
    })) && input.receive.map((elem: any, _index21: number) => "string" === typeof elem || _report(_exceptionable, {
        path: _path + ".receive[" + _index21 + "]",
        expected: "string",
        value: elem
    })).every((flag: boolean) => flag) || _report(_exceptionable, {
        path: _path + ".receive",
        expected: "(Array<string> | undefined)",
        value: input.receive
    }), undefined === input.timeout || "string" === typeof input.timeout && (RegExp("^([0-9]+(y|w|d|h|m|s|ms))+$").test(input.timeout) || _report(_exceptionable, {
        path: _path + ".timeout",
        expected: "string & Pattern<\"^([0-9]+(y|w|d|h|m|s|ms))+$\">",
        value: input.timeout
    })) || _report(_exceptionable, {
        path: _path + ".timeout",
        expected: "((string & Pattern<\"^([0-9]+(y|w|d|h|m|s|ms))+$\">) | undefined)",
        value: input.timeout
    }), undefined === input.interval || "string" === typeof input.interval && (RegExp("^([0-9]+(y|w|d|h|m|s|ms))+$").test(input.interval) || _report(_exceptionable, {
        path: _path + ".interval",
        expected: "string & Pattern<\"^([0-9]+(y|w|d|h|m|s|ms))+$\">",
        value: input.interval
    })) || _report(_exceptionable, {
        path: _path + ".interval",
        expected: "((string & Pattern<\"^([0-9]+(y|w|d|h|m|s|ms))+$\">) | undefined)",
        value: input.interval
    }), undefined === input.unhealthyThreshold || "number" === typeof input.unhealthyThreshold && (__typia_transform__isTypeUint32._isTypeUint32(input.unhealthyThreshold) || _report(_exceptionable, {
        path: _path + ".unhealthyThreshold",
        expected: "number & Type<\"uint32\">",
        value: input.unhealthyThreshold
    })) || _report(_exceptionable, {
        path: _path + ".unhealthyThreshold",
        expected: "((number & Type<\"uint32\">) | undefined)",
        value: input.unhealthyThreshold
    }), undefined === input.healthyThreshold || "number" === typeof input.healthyThreshold && (__typia_transform__isTypeUint32._isTypeUint32(input.healthyThreshold) || _report(_exceptionable, {
        path: _path + ".healthyThreshold",
        expected: "number & Type<\"uint32\">",
        value: input.healthyThreshold
    })) || _report(_exceptionable, {
        path: _path + ".healthyThreshold",
        expected: "((number & Type<\"uint32\">) | undefined)",
        value: input.healthyThreshold
    }), 1 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map((key: any) => {
        if (["type", "send", "receive", "timeout", "interval", "unhealthyThreshold", "healthyThreshold"].some((prop: any) => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every((flag: boolean) => flag))].every((flag: boolean) => flag); const _vo9 = (input: any, _path: string, _exceptionable: boolean = true): boolean => ["grpc" === input.type || _report(_exceptionable, {
        path: _path + ".type",
        expected: "\"grpc\"",
        value: input.type
    }), undefined === input.authority || "string" === typeof input.authority || _report(_exceptionable, {
        path: _path + ".authority",
        expected: "(string | undefined)",
        value: input.authority
    }), undefined === input.serviceName || "string" === typeof input.serviceName || _report(_exceptionable, {
        path: _path + ".serviceName",
        expected: "(string | undefined)",
        value: input.serviceName
    }), undefined === input.timeout || "string" === typeof input.timeout && (RegExp("^([0-9]+(y|w|d|h|m|s|ms))+$").test(input.timeout) || _report(_exceptionable, {
        path: _path + ".timeout",
        expected: "string & Pattern<\"^([0-9]+(y|w|d|h|m|s|ms))+$\">",
        value: input.timeout
    })) || _report(_exceptionable, {
        path: _path + ".timeout",
        expected: "((string & Pattern<\"^([0-9]+(y|w|d|h|m|s|ms))+$\">) | undefined)",
        value: input.timeout
    }), undefined === input.interval || "string" === typeof input.interval && (RegExp("^([0-9]+(y|w|d|h|m|s|ms))+$").test(input.interval) || _report(_exceptionable, {
        path: _path + ".interval",
        expected: "string & Pattern<\"^([0-9]+(y|w|d|h|m|s|ms))+$\">",
        value: input.interval
    })) || _report(_exceptionable, {
        path: _path + ".interval",
        expected: "((string & Pattern<\"^([0-9]+(y|w|d|h|m|s|ms))+$\">) | undefined)",
        value: input.interval
    }), undefined === input.unhealthyThreshold || "number" === typeof input.unhealthyThreshold && (__typia_transform__isTypeUint32._isTypeUint32(input.unhealthyThreshold) || _report(_exceptionable, {
        path: _path + ".unhealthyThreshold",
        expected: "number & Type<\"uint32\">",
        value: input.unhealthyThreshold
    })) || _report(_exceptionable, {
        path: _path + ".unhealthyThreshold",
        expected: "((number & Type<\"uint32\">) | undefined)",
        value: input.unhealthyThreshold
    }), undefined === input.healthyThreshold || "number" === typeof input.healthyThreshold && (__typia_transform__isTypeUint32._isTypeUint32(input.healthyThreshold) || _report(_exceptionable, {
        path: _path + ".healthyThreshold",
        expected: "number & Type<\"uint32\">",
        value: input.healthyThreshold
    })) || _report(_exceptionable, {
        path: _path + ".healthyThreshold",
        expected: "((number & Type<\"uint32\">) | undefined)",
        value: input.healthyThreshold
    }), 1 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map((key: any) => {
        if (["type", "authority", "serviceName", "timeout", "interval", "unhealthyThreshold", "healthyThreshold"].some((prop: any) => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every((flag: boolean) => flag))].every((flag: boolean) => flag); const _vo10 = (input: any, _path: string, _exceptionable: boolean = true): boolean => [undefined === input.maxConnectionPools || "number" === typeof input.maxConnectionPools && (__typia_transform__isTypeUint32._isTypeUint32(input.maxConnectionPools) || _report(_exceptionable, {
        path: _path + ".maxConnectionPools",
        expected: "number & Type<\"uint32\">",
        value: input.maxConnectionPools
    })) || _report(_exceptionable, {
        path: _path + ".maxConnectionPools",
        expected: "((number & Type<\"uint32\">) | undefined)",
        value: input.maxConnectionPools
    }), undefined === input.maxConnections || "number" === typeof input.maxConnections && (__typia_transform__isTypeUint32._isTypeUint32(input.maxConnections) || _report(_exceptionable, {
        path: _path + ".maxConnections",
        expected: "number & Type<\"uint32\">",
        value: input.maxConnections
    })) || _report(_exceptionable, {
        path: _path + ".maxConnections",
        expected: "((number & Type<\"uint32\">) | undefined)",
        value: input.maxConnections
    }), undefined === input.maxPendingRequests || "number" === typeof input.maxPendingRequests && (__typia_transform__isTypeUint32._isTypeUint32(input.maxPendingRequests) || _report(_exceptionable, {
        path: _path + ".maxPendingRequests",
        expected: "number & Type<\"uint32\">",
        value: input.maxPendingRequests
    })) || _report(_exceptionable, {
        path: _path + ".maxPendingRequests",
        expected: "((number & Type<\"uint32\">) | undefined)",
        value: input.maxPendingRequests
    }), undefined === input.maxRequests || "number" === typeof input.maxRequests && (__typia_transform__isTypeUint32._isTypeUint32(input.maxRequests) || _report(_exceptionable, {
        path: _path + ".maxRequests",
        expected: "number & Type<\"uint32\">",
        value: input.maxRequests
    })) || _report(_exceptionable, {
        path: _path + ".maxRequests",
        expected: "((number & Type<\"uint32\">) | undefined)",
        value: input.maxRequests
    }), undefined === input.maxRetries || "number" === typeof input.maxRetries && (__typia_transform__isTypeUint32._isTypeUint32(input.maxRetries) || _report(_exceptionable, {
        path: _path + ".maxRetries",
        expected: "number & Type<\"uint32\">",
        value: input.maxRetries
    })) || _report(_exceptionable, {
        path: _path + ".maxRetries",
        expected: "((number & Type<\"uint32\">) | undefined)",
        value: input.maxRetries
    }), 0 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map((key: any) => {
        if (["maxConnectionPools", "maxConnections", "maxPendingRequests", "maxRequests", "maxRetries"].some((prop: any) => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every((flag: boolean) => flag))].every((flag: boolean) => flag); const _vo11 = (input: any, _path: string, _exceptionable: boolean = true): boolean => [undefined === input.client || ("object" === typeof input.client && null !== input.client && false === Array.isArray(input.client) || _report(_exceptionable, {
        path: _path + ".client",
        expected: "(Record<string, never> | undefined)",
        value: input.client
    })) && _vo12(input.client, _path + ".client", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".client",
        expected: "(Record<string, never> | undefined)",
        value: input.client
    }), undefined === input.server || ("object" === typeof input.server && null !== input.server && false === Array.isArray(input.server) || _report(_exceptionable, {
        path: _path + ".server",
        expected: "(__type.o16 | undefined)",
        value: input.server
    })) && _vo13(input.server, _path + ".server", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".server",
        expected: "(__type.o16 | undefined)",
        value: input.server
    }), 0 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map((key: any) => {
        if (["client", "server"].some((prop: any) => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every((flag: boolean) => flag))].every((flag: boolean) => flag); const _vo12 = (input: any, _path: string, _exceptionable: boolean = true): boolean => [false === _exceptionable || Object.keys(input).map((key: any) => {
        const value = input[key];
        if (undefined === value)
            return true;
        return (null !== value || _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value
        })) && (undefined === value || _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value
        }));
    }).every((flag: boolean) => flag)].every((flag: boolean) => flag); const _vo13 = (input: any, _path: string, _exceptionable: boolean = true): boolean => [undefined === input.authorizationServerUrl || "string" === typeof input.authorizationServerUrl && (input.authorizationServerUrl.length <= 2048 || _report(_exceptionable, {
        path: _path + ".authorizationServerUrl",
        expected: "string & MaxLength<2048>",
        value: input.authorizationServerUrl
    })) || _report(_exceptionable, {
        path: _path + ".authorizationServerUrl",
        expected: "((string & MaxLength<2048>) | undefined)",
        value: input.authorizationServerUrl
    }), undefined === input.maxRequestBytes || "number" === typeof input.maxRequestBytes && (__typia_transform__isTypeUint32._isTypeUint32(input.maxRequestBytes) || _report(_exceptionable, {
        path: _path + ".maxRequestBytes",
        expected: "number & Type<\"uint32\">",
        value: input.maxRequestBytes
    })) || _report(_exceptionable, {
        path: _path + ".maxRequestBytes",
        expected: "((number & Type<\"uint32\">) | undefined)",
        value: input.maxRequestBytes
    }), undefined === input.path || "string" === typeof input.path && (input.path.length <= 2048 || _report(_exceptionable, {
        path: _path + ".path",
        expected: "string & MaxLength<2048>",
        value: input.path
    })) || _report(_exceptionable, {
        path: _path + ".path",
        expected: "((string & MaxLength<2048>) | undefined)",
        value: input.path
    }), undefined === input.upstreamOAuth2 || ("object" === typeof input.upstreamOAuth2 && null !== input.upstreamOAuth2 || _report(_exceptionable, {
        path: _path + ".upstreamOAuth2",
        expected: "(UpstreamOAuth2 | undefined)",
        value: input.upstreamOAuth2
    })) && _vo14(input.upstreamOAuth2, _path + ".upstreamOAuth2", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".upstreamOAuth2",
        expected: "(UpstreamOAuth2 | undefined)",
        value: input.upstreamOAuth2
    }), 0 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map((key: any) => {
        if (["authorizationServerUrl", "maxRequestBytes", "path", "upstreamOAuth2"].some((prop: any) => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every((flag: boolean) => flag))].every((flag: boolean) => flag); const _vo14 = (input: any, _path: string, _exceptionable: boolean = true): boolean => ["string" === typeof input.clientId && (input.clientId.length <= 1024 || _report(_exceptionable, {
        path: _path + ".clientId",
        expected: "string & MaxLength<1024>",
        value: input.clientId
    })) || _report(_exceptionable, {
        path: _path + ".clientId",
        expected: "(string & MaxLength<1024>)",
        value: input.clientId
    }), undefined === input.clientSecret || "string" === typeof input.clientSecret && (input.clientSecret.length <= 4096 || _report(_exceptionable, {
        path: _path + ".clientSecret",
        expected: "string & MaxLength<4096>",
        value: input.clientSecret
    })) || _report(_exceptionable, {
        path: _path + ".clientSecret",
        expected: "((string & MaxLength<4096>) | undefined)",
        value: input.clientSecret
    }), undefined === input.oauth2Endpoint || ("object" === typeof input.oauth2Endpoint && null !== input.oauth2Endpoint && false === Array.isArray(input.oauth2Endpoint) || _report(_exceptionable, {
        path: _path + ".oauth2Endpoint",
        expected: "(__type.o23 | undefined)",
        value: input.oauth2Endpoint
    })) && _vo15(input.oauth2Endpoint, _path + ".oauth2Endpoint", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".oauth2Endpoint",
        expected: "(__type.o23 | undefined)",
        value: input.oauth2Endpoint
    }), undefined === input.scopes || (Array.isArray(input.scopes) || _report(_exceptionable, {
        path: _path + ".scopes",
        expected: "(Array<string> | undefined)",
        value: input.scopes
    })) && input.scopes.map((elem: any, _index22: number) => "string" === typeof elem || _report(_exceptionable, {
        path: _path + ".scopes[" + _index22 + "]",
        expected: "string",
        value: elem
    })).every((flag: boolean) => flag) || _report(_exceptionable, {
        path: _path + ".scopes",
        expected: "(Array<string> | undefined)",
        value: input.scopes
    }), undefined === input.authorizationUrlParams || ("object" === typeof input.authorizationUrlParams && null !== input.authorizationUrlParams && false === Array.isArray(input.authorizationUrlParams) || _report(_exceptionable, {
        path: _path + ".authorizationUrlParams",
        expected: "(StringMap | undefined)",
        value: input.authorizationUrlParams
    })) && _vo3(input.authorizationUrlParams, _path + ".authorizationUrlParams", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".authorizationUrlParams",
        expected: "(StringMap | undefined)",
        value: input.authorizationUrlParams
    }), 1 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map((key: any) => {
        if (["clientId", "clientSecret", "oauth2Endpoint", "scopes", "authorizationUrlParams"].some((prop: any) => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every((flag: boolean) => flag))].every((flag: boolean) => flag); const _vo15 = (input: any, _path: string, _exceptionable: boolean = true): boolean => [undefined === input.authUrl || "string" === typeof input.authUrl && (input.authUrl.length <= 2048 || _report(_exceptionable, {
        path: _path + ".authUrl",
        expected: "string & MaxLength<2048>",
        value: input.authUrl
    })) || _report(_exceptionable, {
        path: _path + ".authUrl",
        expected: "((string & MaxLength<2048>) | undefined)",
        value: input.authUrl
    }), undefined === input.tokenUrl || "string" === typeof input.tokenUrl && (input.tokenUrl.length <= 2048 || _report(_exceptionable, {
        path: _path + ".tokenUrl",
        expected: "string & MaxLength<2048>",
        value: input.tokenUrl
    })) || _report(_exceptionable, {
        path: _path + ".tokenUrl",
        expected: "((string & MaxLength<2048>) | undefined)",
        value: input.tokenUrl
    }), undefined === input.authStyle || "OAUTH2_AUTH_STYLE_UNSPECIFIED" === input.authStyle || "OAUTH2_AUTH_STYLE_IN_HEADER" === input.authStyle || "OAUTH2_AUTH_STYLE_IN_PARAMS" === input.authStyle || _report(_exceptionable, {
        path: _path + ".authStyle",
        expected: "(\"OAUTH2_AUTH_STYLE_IN_HEADER\" | \"OAUTH2_AUTH_STYLE_IN_PARAMS\" | \"OAUTH2_AUTH_STYLE_UNSPECIFIED\" | undefined)",
        value: input.authStyle
    }), 0 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map((key: any) => {
        if (["authUrl", "tokenUrl", "authStyle"].some((prop: any) => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every((flag: boolean) => flag))].every((flag: boolean) => flag); const _vo16 = (input: any, _path: string, _exceptionable: boolean = true): boolean => [undefined === input.enabled || "boolean" === typeof input.enabled || _report(_exceptionable, {
        path: _path + ".enabled",
        expected: "(boolean | undefined)",
        value: input.enabled
    }), 0 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map((key: any) => {
        if (["enabled"].some((prop: any) => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every((flag: boolean) => flag))].every((flag: boolean) => flag); const _vo17 = (input: any, _path: string, _exceptionable: boolean = true): boolean => [undefined === input.sshPolicyId || "string" === typeof input.sshPolicyId && (1 <= input.sshPolicyId.length || _report(_exceptionable, {
        path: _path + ".sshPolicyId",
        expected: "string & MinLength<1>",
        value: input.sshPolicyId
    })) && (input.sshPolicyId.length <= 64 || _report(_exceptionable, {
        path: _path + ".sshPolicyId",
        expected: "string & MaxLength<64>",
        value: input.sshPolicyId
    })) || _report(_exceptionable, {
        path: _path + ".sshPolicyId",
        expected: "((string & MinLength<1> & MaxLength<64>) | undefined)",
        value: input.sshPolicyId
    }), 0 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map((key: any) => {
        if (["sshPolicyId"].some((prop: any) => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every((flag: boolean) => flag))].every((flag: boolean) => flag); const _vu0 = (input: any, _path: string, _exceptionable: boolean = true): any => (() => {
    if ("http" === input.type)
        return _vo6(input, _path, true && _exceptionable);
    else if ("tcp" === input.type)
        return _vo8(input, _path, true && _exceptionable);
    else if ("grpc" === input.type)
        return _vo9(input, _path, true && _exceptionable);
    else
        return _report(_exceptionable, {
            path: _path,
            expected: "(HttpHealthCheckWrite | TcpHealthCheckWrite | GrpcHealthCheckWrite)",
            value: input
        });
})(); const __is = (input: any, _exceptionable: boolean = true): input is RouteWrite => "object" === typeof input && null !== input && _io0(input, true); let errors: any; let _report: any; return __typia_transform__createStandardSchema._createStandardSchema((input: any): import("typia").IValidation<RouteWrite> => {
    if (false === __is(input)) {
        errors = [];
        _report = (__typia_transform__validateReport._validateReport as any)(errors);
        ((input: any, _path: string, _exceptionable: boolean = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "RouteWrite",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "RouteWrite",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        } as any;
    }
    return {
        success: true,
        data: input
    } as any;
}); })();
export const validateKeyPairWrite = (() => { const _io0 = (input: any, _exceptionable: boolean = true): boolean => "string" === typeof input.namespaceId && 1 <= input.namespaceId.length && (undefined === input.name || "string" === typeof input.name && input.name.length <= 128) && (undefined === input.certificate || "string" === typeof input.certificate && input.certificate.length <= 1048576) && (undefined === input.key || "string" === typeof input.key && input.key.length <= 65536) && (undefined === input.originatorId || "string" === typeof input.originatorId && input.originatorId.length <= 256) && (1 === Object.keys(input).length || Object.keys(input).every((key: any) => {
    if (["namespaceId", "name", "certificate", "key", "originatorId"].some((prop: any) => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _vo0 = (input: any, _path: string, _exceptionable: boolean = true): boolean => ["string" === typeof input.namespaceId && (1 <= input.namespaceId.length || _report(_exceptionable, {
        path: _path + ".namespaceId",
        expected: "string & MinLength<1>",
        value: input.namespaceId
    })) || _report(_exceptionable, {
        path: _path + ".namespaceId",
        expected: "(string & MinLength<1>)",
        value: input.namespaceId
    }), undefined === input.name || "string" === typeof input.name && (input.name.length <= 128 || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string & MaxLength<128>",
        value: input.name
    })) || _report(_exceptionable, {
        path: _path + ".name",
        expected: "((string & MaxLength<128>) | undefined)",
        value: input.name
    }), undefined === input.certificate || "string" === typeof input.certificate && (input.certificate.length <= 1048576 || _report(_exceptionable, {
        path: _path + ".certificate",
        expected: "string & MaxLength<1048576>",
        value: input.certificate
    })) || _report(_exceptionable, {
        path: _path + ".certificate",
        expected: "((string & MaxLength<1048576>) | undefined)",
        value: input.certificate
    }), undefined === input.key || "string" === typeof input.key && (input.key.length <= 65536 || _report(_exceptionable, {
        path: _path + ".key",
        expected: "string & MaxLength<65536>",
        value: input.key
    })) || _report(_exceptionable, {
        path: _path + ".key",
        expected: "((string & MaxLength<65536>) | undefined)",
        value: input.key
    }), undefined === input.originatorId || "string" === typeof input.originatorId && (input.originatorId.length <= 256 || _report(_exceptionable, {
        path: _path + ".originatorId",
        expected: "string & MaxLength<256>",
        value: input.originatorId
    })) || _report(_exceptionable, {
        path: _path + ".originatorId",
        expected: "((string & MaxLength<256>) | undefined)",
        value: input.originatorId
    }), 1 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map((key: any) => {
        if (["namespaceId", "name", "certificate", "key", "originatorId"].some((prop: any) => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every((flag: boolean) => flag))].every((flag: boolean) => flag); const __is = (input: any, _exceptionable: boolean = true): input is KeyPairWrite => "object" === typeof input && null !== input && _io0(input, true); let errors: any; let _report: any; return __typia_transform__createStandardSchema._createStandardSchema((input: any): import("typia").IValidation<KeyPairWrite> => {
    if (false === __is(input)) {
        errors = [];
        _report = (__typia_transform__validateReport._validateReport as any)(errors);
        ((input: any, _path: string, _exceptionable: boolean = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "KeyPairWrite",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "KeyPairWrite",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        } as any;
    }
    return {
        success: true,
        data: input
    } as any;
}); })();
export const validateSettingsWrite = (() => { const _iv3 = new Set(["apple", "auth0", "azure", "cognito", "github", "gitlab", "google", "oidc", "okta", "onelogin", "ping"]); const _vv18 = new Set(["apple", "auth0", "azure", "cognito", "github", "gitlab", "google", "oidc", "okta", "onelogin", "ping"]); const _io0 = (input: any, _exceptionable: boolean = true): boolean => "string" === typeof input.logLevel && (undefined === input.proxyLogLevel || "string" === typeof input.proxyLogLevel) && "string" === typeof input.address && ("V4_ONLY" === input.dnsLookupFamily || "V6_ONLY" === input.dnsLookupFamily || "V4_PREFERRED" === input.dnsLookupFamily || "AUTO" === input.dnsLookupFamily || "ALL" === input.dnsLookupFamily) && (undefined === input.httpRedirectAddr || "string" === typeof input.httpRedirectAddr) && ("string" === typeof input.timeoutRead && RegExp("^([0-9]+(y|w|d|h|m|s|ms))+$").test(input.timeoutRead)) && ("string" === typeof input.timeoutWrite && RegExp("^([0-9]+(y|w|d|h|m|s|ms))+$").test(input.timeoutWrite)) && ("string" === typeof input.timeoutIdle && RegExp("^([0-9]+(y|w|d|h|m|s|ms))+$").test(input.timeoutIdle)) && ("string" === typeof input.cookieName && 1 <= input.cookieName.length) && (undefined === input.cookieSecret || "string" === typeof input.cookieSecret) && (undefined === input.cookieDomain || "string" === typeof input.cookieDomain) && "boolean" === typeof input.cookieHttpOnly && ("string" === typeof input.cookieExpire && RegExp("^([0-9]+(y|w|d|h|m|s|ms))+$").test(input.cookieExpire)) && (undefined === input.cookieSameSite || "string" === typeof input.cookieSameSite) && (undefined === input.certificateAuthorityKeyPairId || "string" === typeof input.certificateAuthorityKeyPairId) && (undefined === input.setResponseHeaders || "object" === typeof input.setResponseHeaders && null !== input.setResponseHeaders && false === Array.isArray(input.setResponseHeaders) && _io1(input.setResponseHeaders, true && _exceptionable)) && (undefined === input.jwtClaimsHeaders || "object" === typeof input.jwtClaimsHeaders && null !== input.jwtClaimsHeaders && false === Array.isArray(input.jwtClaimsHeaders) && _io1(input.jwtClaimsHeaders, true && _exceptionable)) && ("string" === typeof input.defaultUpstreamTimeout && RegExp("^([0-9]+(y|w|d|h|m|s|ms))+$").test(input.defaultUpstreamTimeout)) && (undefined === input.metricsAddress || "string" === typeof input.metricsAddress) && (undefined === input.tracingProvider || "string" === typeof input.tracingProvider) && ("number" === typeof input.tracingSampleRate && (0 <= input.tracingSampleRate && input.tracingSampleRate <= 1)) && (undefined === input.tracingDatadogAddress || "string" === typeof input.tracingDatadogAddress) && (undefined === input.tracingJaegerCollectorEndpoint || "string" === typeof input.tracingJaegerCollectorEndpoint) && (undefined === input.tracingJaegerAgentEndpoint || "string" === typeof input.tracingJaegerAgentEndpoint) && (undefined === input.tracingZipkinEndpoint || "string" === typeof input.tracingZipkinEndpoint) && (undefined === input.downstreamMtlsCaKeyPairId || "string" === typeof input.downstreamMtlsCaKeyPairId) && (undefined === input.googleCloudServerlessAuthenticationServiceAccount || "string" === typeof input.googleCloudServerlessAuthenticationServiceAccount) && "boolean" === typeof input.skipXffAppend && (undefined === input.databrokerStorageConnection || "string" === typeof input.databrokerStorageConnection) && (undefined === input.accessLogFields || Array.isArray(input.accessLogFields) && input.accessLogFields.every((elem: any, _index1: number) => "string" === typeof elem)) && (undefined === input.authorizeLogFields || Array.isArray(input.authorizeLogFields) && input.authorizeLogFields.every((elem: any, _index2: number) => "string" === typeof elem)) && "boolean" === typeof input.passIdentityHeaders && "boolean" === typeof input.autoApplyChangesets && (undefined === input.authenticateServiceUrl || "string" === typeof input.authenticateServiceUrl) && (undefined === input.identityProvider || true === _iv3.has(input.identityProvider)) && (undefined === input.identityProviderClientId || "string" === typeof input.identityProviderClientId) && (undefined === input.identityProviderClientSecret || "string" === typeof input.identityProviderClientSecret) && (undefined === input.identityProviderRequestParams || "object" === typeof input.identityProviderRequestParams && null !== input.identityProviderRequestParams && false === Array.isArray(input.identityProviderRequestParams) && _io1(input.identityProviderRequestParams, true && _exceptionable)) && (undefined === input.identityProviderScopes || Array.isArray(input.identityProviderScopes) && input.identityProviderScopes.every((elem: any, _index4: number) => "string" === typeof elem)) && (undefined === input.identityProviderUrl || "string" === typeof input.identityProviderUrl) && (undefined === input.codecType || "" === input.codecType || "http1" === input.codecType || "http2" === input.codecType || "http3" === input.codecType || "auto" === input.codecType) && (undefined === input.bearerTokenFormat || "" === input.bearerTokenFormat || "default" === input.bearerTokenFormat || "idp_access_token" === input.bearerTokenFormat || "idp_identity_token" === input.bearerTokenFormat || "jwt" === input.bearerTokenFormat) && (undefined === input.allowUpgrades || Array.isArray(input.allowUpgrades) && input.allowUpgrades.every((elem: any, _index5: number) => "string" === typeof elem)) && (undefined === input.circuitBreakerThresholds || "object" === typeof input.circuitBreakerThresholds && null !== input.circuitBreakerThresholds && false === Array.isArray(input.circuitBreakerThresholds) && _io2(input.circuitBreakerThresholds, true && _exceptionable)) && (undefined === input.dnsFailureRefreshRate || "string" === typeof input.dnsFailureRefreshRate && RegExp("^([0-9]+(y|w|d|h|m|s|ms))+$").test(input.dnsFailureRefreshRate)) && (undefined === input.dnsQueryTimeout || "string" === typeof input.dnsQueryTimeout && RegExp("^([0-9]+(y|w|d|h|m|s|ms))+$").test(input.dnsQueryTimeout)) && (undefined === input.dnsQueryTries || "number" === typeof input.dnsQueryTries && __typia_transform__isTypeUint32._isTypeUint32(input.dnsQueryTries)) && (undefined === input.dnsRefreshRate || "string" === typeof input.dnsRefreshRate && RegExp("^([0-9]+(y|w|d|h|m|s|ms))+$").test(input.dnsRefreshRate)) && (undefined === input.dnsUdpMaxQueries || "number" === typeof input.dnsUdpMaxQueries && __typia_transform__isTypeUint32._isTypeUint32(input.dnsUdpMaxQueries)) && (undefined === input.dnsUseTcp || "boolean" === typeof input.dnsUseTcp) && (undefined === input.idpAccessTokenAllowedAudiences || Array.isArray(input.idpAccessTokenAllowedAudiences) && input.idpAccessTokenAllowedAudiences.every((elem: any, _index6: number) => "string" === typeof elem)) && (undefined === input.otelTracesExporter || "string" === typeof input.otelTracesExporter) && (undefined === input.otelTracesSamplerArg || "number" === typeof input.otelTracesSamplerArg && (0 <= input.otelTracesSamplerArg && input.otelTracesSamplerArg <= 1)) && (undefined === input.otelExporterOtlpEndpoint || "string" === typeof input.otelExporterOtlpEndpoint) && (undefined === input.otelExporterOtlpHeaders || Array.isArray(input.otelExporterOtlpHeaders) && input.otelExporterOtlpHeaders.every((elem: any, _index7: number) => "string" === typeof elem)) && (undefined === input.otelExporterOtlpProtocol || "string" === typeof input.otelExporterOtlpProtocol) && (undefined === input.otelExporterOtlpTimeout || "string" === typeof input.otelExporterOtlpTimeout && RegExp("^([0-9]+(y|w|d|h|m|s|ms))+$").test(input.otelExporterOtlpTimeout)) && (undefined === input.otelResourceAttributes || Array.isArray(input.otelResourceAttributes) && input.otelResourceAttributes.every((elem: any, _index8: number) => "string" === typeof elem)) && (undefined === input.otelLogLevel || "string" === typeof input.otelLogLevel) && (undefined === input.sshAddress || "string" === typeof input.sshAddress) && (undefined === input.sshHostKeys || Array.isArray(input.sshHostKeys) && input.sshHostKeys.every((elem: any, _index9: number) => "string" === typeof elem)) && (undefined === input.sshUserCaKey || "string" === typeof input.sshUserCaKey) && (undefined === input.mcpAllowedClientIdDomains || Array.isArray(input.mcpAllowedClientIdDomains) && input.mcpAllowedClientIdDomains.every((elem: any, _index10: number) => "string" === typeof elem)) && (undefined === input.mcpAllowedAsMetadataDomains || Array.isArray(input.mcpAllowedAsMetadataDomains) && input.mcpAllowedAsMetadataDomains.every((elem: any, _index11: number) => "string" === typeof elem)) && (undefined === input.mcpDynamicClientRegistration || "boolean" === typeof input.mcpDynamicClientRegistration) && (undefined === input.blobStorage || "object" === typeof input.blobStorage && null !== input.blobStorage && false === Array.isArray(input.blobStorage) && _io3(input.blobStorage, true && _exceptionable)) && (undefined === input.envoyDynamicExtensions || Array.isArray(input.envoyDynamicExtensions) && input.envoyDynamicExtensions.every((elem: any, _index12: number) => "string" === typeof elem)) && (undefined === input.otelAttributeValueLengthLimit || "number" === typeof input.otelAttributeValueLengthLimit && __typia_transform__isTypeInt32._isTypeInt32(input.otelAttributeValueLengthLimit)) && (undefined === input.otelBspMaxExportBatchSize || "number" === typeof input.otelBspMaxExportBatchSize && __typia_transform__isTypeInt32._isTypeInt32(input.otelBspMaxExportBatchSize)) && (undefined === input.otelBspScheduleDelay || "string" === typeof input.otelBspScheduleDelay && RegExp("^([0-9]+(y|w|d|h|m|s|ms))+$").test(input.otelBspScheduleDelay)) && (undefined === input.otelExporterOtlpTracesEndpoint || "string" === typeof input.otelExporterOtlpTracesEndpoint) && (undefined === input.otelExporterOtlpTracesHeaders || Array.isArray(input.otelExporterOtlpTracesHeaders) && input.otelExporterOtlpTracesHeaders.every((elem: any, _index13: number) => "string" === typeof elem)) && (undefined === input.otelExporterOtlpTracesProtocol || "string" === typeof input.otelExporterOtlpTracesProtocol) && (undefined === input.otelExporterOtlpTracesTimeout || "string" === typeof input.otelExporterOtlpTracesTimeout && RegExp("^([0-9]+(y|w|d|h|m|s|ms))+$").test(input.otelExporterOtlpTracesTimeout)) && (undefined === input.sessionRecordingConcurrency || "number" === typeof input.sessionRecordingConcurrency && __typia_transform__isTypeUint32._isTypeUint32(input.sessionRecordingConcurrency)) && (undefined === input.normalizePath || "boolean" === typeof input.normalizePath) && (undefined === input.mergeSlashes || "boolean" === typeof input.mergeSlashes) && (undefined === input.pathWithEscapedSlashesAction || "" === input.pathWithEscapedSlashesAction || "keep_unchanged" === input.pathWithEscapedSlashesAction || "reject_request" === input.pathWithEscapedSlashesAction || "unescape_and_redirect" === input.pathWithEscapedSlashesAction || "unescape_and_forward" === input.pathWithEscapedSlashesAction) && (undefined === input.identityProviders || "object" === typeof input.identityProviders && null !== input.identityProviders && false === Array.isArray(input.identityProviders) && _io4(input.identityProviders, true && _exceptionable)) && (undefined === input.headersWithUnderscoresAction || "" === input.headersWithUnderscoresAction || "allow" === input.headersWithUnderscoresAction || "reject_request" === input.headersWithUnderscoresAction || "drop_header" === input.headersWithUnderscoresAction) && (undefined === input.originatorId || "string" === typeof input.originatorId && input.originatorId.length <= 256) && (14 === Object.keys(input).length || Object.keys(input).every((key: any) => {
    if (["logLevel", "proxyLogLevel", "address", "dnsLookupFamily", "httpRedirectAddr", "timeoutRead", "timeoutWrite", "timeoutIdle", "cookieName", "cookieSecret", "cookieDomain", "cookieHttpOnly", "cookieExpire", "cookieSameSite", "certificateAuthorityKeyPairId", "setResponseHeaders", "jwtClaimsHeaders", "defaultUpstreamTimeout", "metricsAddress", "tracingProvider", "tracingSampleRate", "tracingDatadogAddress", "tracingJaegerCollectorEndpoint", "tracingJaegerAgentEndpoint", "tracingZipkinEndpoint", "downstreamMtlsCaKeyPairId", "googleCloudServerlessAuthenticationServiceAccount", "skipXffAppend", "databrokerStorageConnection", "accessLogFields", "authorizeLogFields", "passIdentityHeaders", "autoApplyChangesets", "authenticateServiceUrl", "identityProvider", "identityProviderClientId", "identityProviderClientSecret", "identityProviderRequestParams", "identityProviderScopes", "identityProviderUrl", "codecType", "bearerTokenFormat", "allowUpgrades", "circuitBreakerThresholds", "dnsFailureRefreshRate", "dnsQueryTimeout", "dnsQueryTries", "dnsRefreshRate", "dnsUdpMaxQueries", "dnsUseTcp", "idpAccessTokenAllowedAudiences", "otelTracesExporter", "otelTracesSamplerArg", "otelExporterOtlpEndpoint", "otelExporterOtlpHeaders", "otelExporterOtlpProtocol", "otelExporterOtlpTimeout", "otelResourceAttributes", "otelLogLevel", "sshAddress", "sshHostKeys", "sshUserCaKey", "mcpAllowedClientIdDomains", "mcpAllowedAsMetadataDomains", "mcpDynamicClientRegistration", "blobStorage", "envoyDynamicExtensions", "otelAttributeValueLengthLimit", "otelBspMaxExportBatchSize", "otelBspScheduleDelay", "otelExporterOtlpTracesEndpoint", "otelExporterOtlpTracesHeaders", "otelExporterOtlpTracesProtocol", "otelExporterOtlpTracesTimeout", "sessionRecordingConcurrency", "normalizePath", "mergeSlashes", "pathWithEscapedSlashesAction", "identityProviders", "headersWithUnderscoresAction", "originatorId"].some((prop: any) => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _io1 = (input: any, _exceptionable: boolean = true): boolean => Object.keys(input).every((key: any) => {
    const value = input[key];
    if (undefined === value)
        return true;
    return "string" === typeof value;
}); const _io2 = (input: any, _exceptionable: boolean = true): boolean => (undefined === input.maxConnectionPools || "number" === typeof input.maxConnectionPools && __typia_transform__isTypeUint32._isTypeUint32(input.maxConnectionPools)) && (undefined === input.maxConnections || "number" === typeof input.maxConnections && __typia_transform__isTypeUint32._isTypeUint32(input.maxConnections)) && (undefined === input.maxPendingRequests || "number" === typeof input.maxPendingRequests && __typia_transform__isTypeUint32._isTypeUint32(input.maxPendingRequests)) && (undefined === input.maxRequests || "number" === typeof input.maxRequests && __typia_transform__isTypeUint32._isTypeUint32(input.maxRequests)) && (undefined === input.maxRetries || "number" === typeof input.maxRetries && __typia_transform__isTypeUint32._isTypeUint32(input.maxRetries)) && (0 === Object.keys(input).length || Object.keys(input).every((key: any) => {
    if (["maxConnectionPools", "maxConnections", "maxPendingRequests", "maxRequests", "maxRetries"].some((prop: any) => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _io3 = (input: any, _exceptionable: boolean = true): boolean => (undefined === input.bucket_uri || "string" === typeof input.bucket_uri && input.bucket_uri.length <= 2048) && (undefined === input.managed_prefix || "string" === typeof input.managed_prefix && input.managed_prefix.length <= 1024) && (0 === Object.keys(input).length || Object.keys(input).every((key: any) => {
    if (["bucket_uri", "managed_prefix"].some((prop: any) => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _io4 = (input: any, _exceptionable: boolean = true): boolean => Object.keys(input).every((key: any) => {
    const value = input[key];
    if (undefined === value)
        return true;
    return "object" === typeof value && null !== value && _io5(value, true && _exceptionable);
}); const _io5 = (input: any, _exceptionable: boolean = true): boolean => "string" === typeof input.issuer && (1 <= input.issuer.length && input.issuer.length <= 2048) && (undefined === input.jwksUrl || "string" === typeof input.jwksUrl && input.jwksUrl.length <= 2048) && (undefined === input.supportedAlgs || Array.isArray(input.supportedAlgs) && (input.supportedAlgs.length <= 16 && input.supportedAlgs.every((elem: any, _index14: number) => "string" === typeof elem && (1 <= elem.length && elem.length <= 16)))) && (Array.isArray(input.audiences) && (1 <= input.audiences.length && input.audiences.length <= 64 && input.audiences.every((elem: any, _index15: number) => "string" === typeof elem && (1 <= elem.length && elem.length <= 1024)))) && (2 === Object.keys(input).length || Object.keys(input).every((key: any) => {
    if (["issuer", "jwksUrl", "supportedAlgs", "audiences"].some((prop: any) => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _vo0 = (input: any, _path: string, _exceptionable: boolean = true): boolean => ["string" === typeof input.logLevel || _report(_exceptionable, {
        path: _path + ".logLevel",
        expected: "string",
        value: input.logLevel
    }), undefined === input.proxyLogLevel || "string" === typeof input.proxyLogLevel || _report(_exceptionable, {
        path: _path + ".proxyLogLevel",
        expected: "(string | undefined)",
        value: input.proxyLogLevel
    }), "string" === typeof input.address || _report(_exceptionable, {
        path: _path + ".address",
        expected: "string",
        value: input.address
    }), "V4_ONLY" === input.dnsLookupFamily || "V6_ONLY" === input.dnsLookupFamily || "V4_PREFERRED" === input.dnsLookupFamily || "AUTO" === input.dnsLookupFamily || "ALL" === input.dnsLookupFamily || _report(_exceptionable, {
        path: _path + ".dnsLookupFamily",
        expected: "(\"ALL\" | \"AUTO\" | \"V4_ONLY\" | \"V4_PREFERRED\" | \"V6_ONLY\")",
        value: input.dnsLookupFamily
    }), undefined === input.httpRedirectAddr || "string" === typeof input.httpRedirectAddr || _report(_exceptionable, {
        path: _path + ".httpRedirectAddr",
        expected: "(string | undefined)",
        value: input.httpRedirectAddr
    }), "string" === typeof input.timeoutRead && (RegExp("^([0-9]+(y|w|d|h|m|s|ms))+$").test(input.timeoutRead) || _report(_exceptionable, {
        path: _path + ".timeoutRead",
        expected: "string & Pattern<\"^([0-9]+(y|w|d|h|m|s|ms))+$\">",
        value: input.timeoutRead
    })) || _report(_exceptionable, {
        path: _path + ".timeoutRead",
        expected: "(string & Pattern<\"^([0-9]+(y|w|d|h|m|s|ms))+$\">)",
        value: input.timeoutRead
    }), "string" === typeof input.timeoutWrite && (RegExp("^([0-9]+(y|w|d|h|m|s|ms))+$").test(input.timeoutWrite) || _report(_exceptionable, {
        path: _path + ".timeoutWrite",
        expected: "string & Pattern<\"^([0-9]+(y|w|d|h|m|s|ms))+$\">",
        value: input.timeoutWrite
    })) || _report(_exceptionable, {
        path: _path + ".timeoutWrite",
        expected: "(string & Pattern<\"^([0-9]+(y|w|d|h|m|s|ms))+$\">)",
        value: input.timeoutWrite
    }), "string" === typeof input.timeoutIdle && (RegExp("^([0-9]+(y|w|d|h|m|s|ms))+$").test(input.timeoutIdle) || _report(_exceptionable, {
        path: _path + ".timeoutIdle",
        expected: "string & Pattern<\"^([0-9]+(y|w|d|h|m|s|ms))+$\">",
        value: input.timeoutIdle
    })) || _report(_exceptionable, {
        path: _path + ".timeoutIdle",
        expected: "(string & Pattern<\"^([0-9]+(y|w|d|h|m|s|ms))+$\">)",
        value: input.timeoutIdle
    }), "string" === typeof input.cookieName && (1 <= input.cookieName.length || _report(_exceptionable, {
        path: _path + ".cookieName",
        expected: "string & MinLength<1>",
        value: input.cookieName
    })) || _report(_exceptionable, {
        path: _path + ".cookieName",
        expected: "(string & MinLength<1>)",
        value: input.cookieName
    }), undefined === input.cookieSecret || "string" === typeof input.cookieSecret || _report(_exceptionable, {
        path: _path + ".cookieSecret",
        expected: "(string | undefined)",
        value: input.cookieSecret
    }), undefined === input.cookieDomain || "string" === typeof input.cookieDomain || _report(_exceptionable, {
        path: _path + ".cookieDomain",
        expected: "(string | undefined)",
        value: input.cookieDomain
    }), "boolean" === typeof input.cookieHttpOnly || _report(_exceptionable, {
        path: _path + ".cookieHttpOnly",
        expected: "boolean",
        value: input.cookieHttpOnly
    }), "string" === typeof input.cookieExpire && (RegExp("^([0-9]+(y|w|d|h|m|s|ms))+$").test(input.cookieExpire) || _report(_exceptionable, {
        path: _path + ".cookieExpire",
        expected: "string & Pattern<\"^([0-9]+(y|w|d|h|m|s|ms))+$\">",
        value: input.cookieExpire
    })) || _report(_exceptionable, {
        path: _path + ".cookieExpire",
        expected: "(string & Pattern<\"^([0-9]+(y|w|d|h|m|s|ms))+$\">)",
        value: input.cookieExpire
    }), undefined === input.cookieSameSite || "string" === typeof input.cookieSameSite || _report(_exceptionable, {
        path: _path + ".cookieSameSite",
        expected: "(string | undefined)",
        value: input.cookieSameSite
    }), undefined === input.certificateAuthorityKeyPairId || "string" === typeof input.certificateAuthorityKeyPairId || _report(_exceptionable, {
        path: _path + ".certificateAuthorityKeyPairId",
        expected: "(string | undefined)",
        value: input.certificateAuthorityKeyPairId
    }), undefined === input.setResponseHeaders || ("object" === typeof input.setResponseHeaders && null !== input.setResponseHeaders && false === Array.isArray(input.setResponseHeaders) || _report(_exceptionable, {
        path: _path + ".setResponseHeaders",
        expected: "(StringMap | undefined)",
        value: input.setResponseHeaders
    })) && _vo1(input.setResponseHeaders, _path + ".setResponseHeaders", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".setResponseHeaders",
        expected: "(StringMap | undefined)",
        value: input.setResponseHeaders
    }), undefined === input.jwtClaimsHeaders || ("object" === typeof input.jwtClaimsHeaders && null !== input.jwtClaimsHeaders && false === Array.isArray(input.jwtClaimsHeaders) || _report(_exceptionable, {
        path: _path + ".jwtClaimsHeaders",
        expected: "(StringMap | undefined)",
        value: input.jwtClaimsHeaders
    })) && _vo1(input.jwtClaimsHeaders, _path + ".jwtClaimsHeaders", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".jwtClaimsHeaders",
        expected: "(StringMap | undefined)",
        value: input.jwtClaimsHeaders
    }), "string" === typeof input.defaultUpstreamTimeout && (RegExp("^([0-9]+(y|w|d|h|m|s|ms))+$").test(input.defaultUpstreamTimeout) || _report(_exceptionable, {
        path: _path + ".defaultUpstreamTimeout",
        expected: "string & Pattern<\"^([0-9]+(y|w|d|h|m|s|ms))+$\">",
        value: input.defaultUpstreamTimeout
    })) || _report(_exceptionable, {
        path: _path + ".defaultUpstreamTimeout",
        expected: "(string & Pattern<\"^([0-9]+(y|w|d|h|m|s|ms))+$\">)",
        value: input.defaultUpstreamTimeout
    }), undefined === input.metricsAddress || "string" === typeof input.metricsAddress || _report(_exceptionable, {
        path: _path + ".metricsAddress",
        expected: "(string | undefined)",
        value: input.metricsAddress
    }), undefined === input.tracingProvider || "string" === typeof input.tracingProvider || _report(_exceptionable, {
        path: _path + ".tracingProvider",
        expected: "(string | undefined)",
        value: input.tracingProvider
    }), "number" === typeof input.tracingSampleRate && (0 <= input.tracingSampleRate || _report(_exceptionable, {
        path: _path + ".tracingSampleRate",
        expected: "number & Minimum<0>",
        value: input.tracingSampleRate
    })) && (input.tracingSampleRate <= 1 || _report(_exceptionable, {
        path: _path + ".tracingSampleRate",
        expected: "number & Maximum<1>",
        value: input.tracingSampleRate
    })) || _report(_exceptionable, {
        path: _path + ".tracingSampleRate",
        expected: "(number & Minimum<0> & Maximum<1>)",
        value: input.tracingSampleRate
    }), undefined === input.tracingDatadogAddress || "string" === typeof input.tracingDatadogAddress || _report(_exceptionable, {
        path: _path + ".tracingDatadogAddress",
        expected: "(string | undefined)",
        value: input.tracingDatadogAddress
    }), undefined === input.tracingJaegerCollectorEndpoint || "string" === typeof input.tracingJaegerCollectorEndpoint || _report(_exceptionable, {
        path: _path + ".tracingJaegerCollectorEndpoint",
        expected: "(string | undefined)",
        value: input.tracingJaegerCollectorEndpoint
    }), undefined === input.tracingJaegerAgentEndpoint || "string" === typeof input.tracingJaegerAgentEndpoint || _report(_exceptionable, {
        path: _path + ".tracingJaegerAgentEndpoint",
        expected: "(string | undefined)",
        value: input.tracingJaegerAgentEndpoint
    }), undefined === input.tracingZipkinEndpoint || "string" === typeof input.tracingZipkinEndpoint || _report(_exceptionable, {
        path: _path + ".tracingZipkinEndpoint",
        expected: "(string | undefined)",
        value: input.tracingZipkinEndpoint
    }), undefined === input.downstreamMtlsCaKeyPairId || "string" === typeof input.downstreamMtlsCaKeyPairId || _report(_exceptionable, {
        path: _path + ".downstreamMtlsCaKeyPairId",
        expected: "(string | undefined)",
        value: input.downstreamMtlsCaKeyPairId
    }), undefined === input.googleCloudServerlessAuthenticationServiceAccount || "string" === typeof input.googleCloudServerlessAuthenticationServiceAccount || _report(_exceptionable, {
        path: _path + ".googleCloudServerlessAuthenticationServiceAccount",
        expected: "(string | undefined)",
        value: input.googleCloudServerlessAuthenticationServiceAccount
    }), "boolean" === typeof input.skipXffAppend || _report(_exceptionable, {
        path: _path + ".skipXffAppend",
        expected: "boolean",
        value: input.skipXffAppend
    }), undefined === input.databrokerStorageConnection || "string" === typeof input.databrokerStorageConnection || _report(_exceptionable, {
        path: _path + ".databrokerStorageConnection",
        expected: "(string | undefined)",
        value: input.databrokerStorageConnection
    }), undefined === input.accessLogFields || (Array.isArray(input.accessLogFields) || _report(_exceptionable, {
        path: _path + ".accessLogFields",
        expected: "(Array<string> | undefined)",
        value: input.accessLogFields
    })) && input.accessLogFields.map((elem: any, _index16: number) => "string" === typeof elem || _report(_exceptionable, {
        path: _path + ".accessLogFields[" + _index16 + "]",
        expected: "string",
        value: elem
    })).every((flag: boolean) => flag) || _report(_exceptionable, {
        path: _path + ".accessLogFields",
        expected: "(Array<string> | undefined)",
        value: input.accessLogFields
    }), undefined === input.authorizeLogFields || (Array.isArray(input.authorizeLogFields) || _report(_exceptionable, {
        path: _path + ".authorizeLogFields",
        expected: "(Array<string> | undefined)",
        value: input.authorizeLogFields
    })) && input.authorizeLogFields.map((elem: any, _index17: number) => "string" === typeof elem || _report(_exceptionable, {
        path: _path + ".authorizeLogFields[" + _index17 + "]",
        expected: "string",
        value: elem
    })).every((flag: boolean) => flag) || _report(_exceptionable, {
        path: _path + ".authorizeLogFields",
        expected: "(Array<string> | undefined)",
        value: input.authorizeLogFields
    }), "boolean" === typeof input.passIdentityHeaders || _report(_exceptionable, {
        path: _path + ".passIdentityHeaders",
        expected: "boolean",
        value: input.passIdentityHeaders
    }), "boolean" === typeof input.autoApplyChangesets || _report(_exceptionable, {
        path: _path + ".autoApplyChangesets",
        expected: "boolean",
        value: input.autoApplyChangesets
    }), undefined === input.authenticateServiceUrl || "string" === typeof input.authenticateServiceUrl || _report(_exceptionable, {
        path: _path + ".authenticateServiceUrl",
        expected: "(string | undefined)",
        value: input.authenticateServiceUrl
    }), undefined === input.identityProvider || true === _vv18.has(input.identityProvider) || _report(_exceptionable, {
        path: _path + ".identityProvider",
        expected: "(\"apple\" | \"auth0\" | \"azure\" | \"cognito\" | \"github\" | \"gitlab\" | \"google\" | \"oidc\" | \"okta\" | \"onelogin\" | \"ping\" | undefined)",
        value: input.identityProvider
    }), undefined === input.identityProviderClientId || "string" === typeof input.identityProviderClientId || _report(_exceptionable, {
        path: _path + ".identityProviderClientId",
        expected: "(string | undefined)",
        value: input.identityProviderClientId
    }), undefined === input.identityProviderClientSecret || "string" === typeof input.identityProviderClientSecret || _report(_exceptionable, {
        path: _path + ".identityProviderClientSecret",
        expected: "(string | undefined)",
        value: input.identityProviderClientSecret
    }), undefined === input.identityProviderRequestParams || ("object" === typeof input.identityProviderRequestParams && null !== input.identityProviderRequestParams && false === Array.isArray(input.identityProviderRequestParams) || _report(_exceptionable, {
        path: _path + ".identityProviderRequestParams",
        expected: "(StringMap | undefined)",
        value: input.identityProviderRequestParams
    })) && _vo1(input.identityProviderRequestParams, _path + ".identityProviderRequestParams", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".identityProviderRequestParams",
        expected: "(StringMap | undefined)",
        value: input.identityProviderRequestParams
    }), undefined === input.identityProviderScopes || (Array.isArray(input.identityProviderScopes) || _report(_exceptionable, {
        path: _path + ".identityProviderScopes",
        expected: "(Array<string> | undefined)",
        value: input.identityProviderScopes
    })) && input.identityProviderScopes.map((elem: any, _index19: number) => "string" === typeof elem || _report(_exceptionable, {
        path: _path + ".identityProviderScopes[" + _index19 + "]",
        expected: "string",
        value: elem
    })).every((flag: boolean) => flag) || _report(_exceptionable, {
        path: _path + ".identityProviderScopes",
        expected: "(Array<string> | undefined)",
        value: input.identityProviderScopes
    }), undefined === input.identityProviderUrl || "string" === typeof input.identityProviderUrl || _report(_exceptionable, {
        path: _path + ".identityProviderUrl",
        expected: "(string | undefined)",
        value: input.identityProviderUrl
    }), undefined === input.codecType || "" === input.codecType || "http1" === input.codecType || "http2" === input.codecType || "http3" === input.codecType || "auto" === input.codecType || _report(_exceptionable, {
        path: _path + ".codecType",
        expected: "(\"\" | \"auto\" | \"http1\" | \"http2\" | \"http3\" | undefined)",
        value: input.codecType
    }), undefined === input.bearerTokenFormat || "" === input.bearerTokenFormat || "default" === input.bearerTokenFormat || "idp_access_token" === input.bearerTokenFormat || "idp_identity_token" === input.bearerTokenFormat || "jwt" === input.bearerTokenFormat || _report(_exceptionable, {
        path: _path + ".bearerTokenFormat",
        expected: "(\"\" | \"default\" | \"idp_access_token\" | \"idp_identity_token\" | \"jwt\" | undefined)",
        value: input.bearerTokenFormat
    }), undefined === input.allowUpgrades || (Array.isArray(input.allowUpgrades) || _report(_exceptionable, {
        path: _path + ".allowUpgrades",
        expected: "(Array<string> | undefined)",
        value: input.allowUpgrades
    })) && input.allowUpgrades.map((elem: any, _index20: number) => "string" === typeof elem || _report(_exceptionable, {
        path: _path + ".allowUpgrades[" + _index20 + "]",
        expected: "string",
        value: elem
    })).every((flag: boolean) => flag) || _report(_exceptionable, {
        path: _path + ".allowUpgrades",
        expected: "(Array<string> | undefined)",
        value: input.allowUpgrades
    }), undefined === input.circuitBreakerThresholds || ("object" === typeof input.circuitBreakerThresholds && null !== input.circuitBreakerThresholds && false === Array.isArray(input.circuitBreakerThresholds) || _report(_exceptionable, {
        path: _path + ".circuitBreakerThresholds",
        expected: "(CircuitBreakerThresholds | undefined)",
        value: input.circuitBreakerThresholds
    })) && _vo2(input.circuitBreakerThresholds, _path + ".circuitBreakerThresholds", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".circuitBreakerThresholds",
        expected: "(CircuitBreakerThresholds | undefined)",
        value: input.circuitBreakerThresholds
    }), undefined === input.dnsFailureRefreshRate || "string" === typeof input.dnsFailureRefreshRate && (RegExp("^([0-9]+(y|w|d|h|m|s|ms))+$").test(input.dnsFailureRefreshRate) || _report(_exceptionable, {
        path: _path + ".dnsFailureRefreshRate",
        expected: "string & Pattern<\"^([0-9]+(y|w|d|h|m|s|ms))+$\">",
        value: input.dnsFailureRefreshRate
    })) || _report(_exceptionable, {
        path: _path + ".dnsFailureRefreshRate",
        expected: "((string & Pattern<\"^([0-9]+(y|w|d|h|m|s|ms))+$\">) | undefined)",
        value: input.dnsFailureRefreshRate
    }), undefined === input.dnsQueryTimeout || "string" === typeof input.dnsQueryTimeout && (RegExp("^([0-9]+(y|w|d|h|m|s|ms))+$").test(input.dnsQueryTimeout) || _report(_exceptionable, {
        path: _path + ".dnsQueryTimeout",
        expected: "string & Pattern<\"^([0-9]+(y|w|d|h|m|s|ms))+$\">",
        value: input.dnsQueryTimeout
    })) || _report(_exceptionable, {
        path: _path + ".dnsQueryTimeout",
        expected: "((string & Pattern<\"^([0-9]+(y|w|d|h|m|s|ms))+$\">) | undefined)",
        value: input.dnsQueryTimeout
    }), undefined === input.dnsQueryTries || "number" === typeof input.dnsQueryTries && (__typia_transform__isTypeUint32._isTypeUint32(input.dnsQueryTries) || _report(_exceptionable, {
        path: _path + ".dnsQueryTries",
        expected: "number & Type<\"uint32\">",
        value: input.dnsQueryTries
    })) || _report(_exceptionable, {
        path: _path + ".dnsQueryTries",
        expected: "((number & Type<\"uint32\">) | undefined)",
        value: input.dnsQueryTries
    }), undefined === input.dnsRefreshRate || "string" === typeof input.dnsRefreshRate && (RegExp("^([0-9]+(y|w|d|h|m|s|ms))+$").test(input.dnsRefreshRate) || _report(_exceptionable, {
        path: _path + ".dnsRefreshRate",
        expected: "string & Pattern<\"^([0-9]+(y|w|d|h|m|s|ms))+$\">",
        value: input.dnsRefreshRate
    })) || _report(_exceptionable, {
        path: _path + ".dnsRefreshRate",
        expected: "((string & Pattern<\"^([0-9]+(y|w|d|h|m|s|ms))+$\">) | undefined)",
        value: input.dnsRefreshRate
    }), undefined === input.dnsUdpMaxQueries || "number" === typeof input.dnsUdpMaxQueries && (__typia_transform__isTypeUint32._isTypeUint32(input.dnsUdpMaxQueries) || _report(_exceptionable, {
        path: _path + ".dnsUdpMaxQueries",
        expected: "number & Type<\"uint32\">",
        value: input.dnsUdpMaxQueries
    })) || _report(_exceptionable, {
        path: _path + ".dnsUdpMaxQueries",
        expected: "((number & Type<\"uint32\">) | undefined)",
        value: input.dnsUdpMaxQueries
    }), undefined === input.dnsUseTcp || "boolean" === typeof input.dnsUseTcp || _report(_exceptionable, {
        path: _path + ".dnsUseTcp",
        expected: "(boolean | undefined)",
        value: input.dnsUseTcp
    }), undefined === input.idpAccessTokenAllowedAudiences || (Array.isArray(input.idpAccessTokenAllowedAudiences) || _report(_exceptionable, {
        path: _path + ".idpAccessTokenAllowedAudiences",
        expected: "(Array<string> | undefined)",
        value: input.idpAccessTokenAllowedAudiences
    })) && input.idpAccessTokenAllowedAudiences.map((elem: any, _index21: number) => "string" === typeof elem || _report(_exceptionable, {
        path: _path + ".idpAccessTokenAllowedAudiences[" + _index21 + "]",
        expected: "string",
        value: elem
    })).every((flag: boolean) => flag) || _report(_exceptionable, {
        path: _path + ".idpAccessTokenAllowedAudiences",
        expected: "(Array<string> | undefined)",
        value: input.idpAccessTokenAllowedAudiences
    }), undefined === input.otelTracesExporter || "string" === typeof input.otelTracesExporter || _report(_exceptionable, {
        path: _path + ".otelTracesExporter",
        expected: "(string | undefined)",
        value: input.otelTracesExporter
    }), undefined === input.otelTracesSamplerArg || "number" === typeof input.otelTracesSamplerArg && (0 <= input.otelTracesSamplerArg || _report(_exceptionable, {
        path: _path + ".otelTracesSamplerArg",
        expected: "number & Minimum<0>",
        value: input.otelTracesSamplerArg
    })) && (input.otelTracesSamplerArg <= 1 || _report(_exceptionable, {
        path: _path + ".otelTracesSamplerArg",
        expected: "number & Maximum<1>",
        value: input.otelTracesSamplerArg
    })) || _report(_exceptionable, {
        path: _path + ".otelTracesSamplerArg",
        expected: "((number & Minimum<0> & Maximum<1>) | undefined)",
        value: input.otelTracesSamplerArg
    }), undefined === input.otelExporterOtlpEndpoint || "string" === typeof input.otelExporterOtlpEndpoint || _report(_exceptionable, {
        path: _path + ".otelExporterOtlpEndpoint",
        expected: "(string | undefined)",
        value: input.otelExporterOtlpEndpoint
    }), undefined === input.otelExporterOtlpHeaders || (Array.isArray(input.otelExporterOtlpHeaders) || _report(_exceptionable, {
        path: _path + ".otelExporterOtlpHeaders",
        expected: "(Array<string> | undefined)",
        value: input.otelExporterOtlpHeaders
    })) && input.otelExporterOtlpHeaders.map((elem: any, _index22: number) => "string" === typeof elem || _report(_exceptionable, {
        path: _path + ".otelExporterOtlpHeaders[" + _index22 + "]",
        expected: "string",
        value: elem
    })).every((flag: boolean) => flag) || _report(_exceptionable, {
        path: _path + ".otelExporterOtlpHeaders",
        expected: "(Array<string> | undefined)",
        value: input.otelExporterOtlpHeaders
    }), undefined === input.otelExporterOtlpProtocol || "string" === typeof input.otelExporterOtlpProtocol || _report(_exceptionable, {
        path: _path + ".otelExporterOtlpProtocol",
        expected: "(string | undefined)",
        value: input.otelExporterOtlpProtocol
    }), undefined === input.otelExporterOtlpTimeout || "string" === typeof input.otelExporterOtlpTimeout && (RegExp("^([0-9]+(y|w|d|h|m|s|ms))+$").test(input.otelExporterOtlpTimeout) || _report(_exceptionable, {
        path: _path + ".otelExporterOtlpTimeout",
        expected: "string & Pattern<\"^([0-9]+(y|w|d|h|m|s|ms))+$\">",
        value: input.otelExporterOtlpTimeout
    })) || _report(_exceptionable, {
        path: _path + ".otelExporterOtlpTimeout",
        expected: "((string & Pattern<\"^([0-9]+(y|w|d|h|m|s|ms))+$\">) | undefined)",
        value: input.otelExporterOtlpTimeout
    }), undefined === input.otelResourceAttributes || (Array.isArray(input.otelResourceAttributes) || _report(_exceptionable, {
        path: _path + ".otelResourceAttributes",
        expected: "(Array<string> | undefined)",
        value: input.otelResourceAttributes
    })) && input.otelResourceAttributes.map((elem: any, _index23: number) => "string" === typeof elem || _report(_exceptionable, {
        path: _path + ".otelResourceAttributes[" + _index23 + "]",
        expected: "string",
        value: elem
    })).every((flag: boolean) => flag) || _report(_exceptionable, {
        path: _path + ".otelResourceAttributes",
        expected: "(Array<string> | undefined)",
        value: input.otelResourceAttributes
    }), undefined === input.otelLogLevel || "string" === typeof input.otelLogLevel || _report(_exceptionable, {
        path: _path + ".otelLogLevel",
        expected: "(string | undefined)",
        value: input.otelLogLevel
    }), undefined === input.sshAddress || "string" === typeof input.sshAddress || _report(_exceptionable, {
        path: _path + ".sshAddress",
        expected: "(string | undefined)",
        value: input.sshAddress
    }), undefined === input.sshHostKeys || (Array.isArray(input.sshHostKeys) || _report(_exceptionable, {
        path: _path + ".sshHostKeys",
        expected: "(Array<string> | undefined)",
        value: input.sshHostKeys
    })) && input.sshHostKeys.map((elem: any, _index24: number) => "string" === typeof elem || _report(_exceptionable, {
        path: _path + ".sshHostKeys[" + _index24 + "]",
        expected: "string",
        value: elem
    })).every((flag: boolean) => flag) || _report(_exceptionable, {
        path: _path + ".sshHostKeys",
        expected: "(Array<string> | undefined)",
        value: input.sshHostKeys
    }), undefined === input.sshUserCaKey || "string" === typeof input.sshUserCaKey || _report(_exceptionable, {
        path: _path + ".sshUserCaKey",
        expected: "(string | undefined)",
        value: input.sshUserCaKey
    }), undefined === input.mcpAllowedClientIdDomains || (Array.isArray(input.mcpAllowedClientIdDomains) || _report(_exceptionable, {
        path: _path + ".mcpAllowedClientIdDomains",
        expected: "(Array<string> | undefined)",
        value: input.mcpAllowedClientIdDomains
    })) && input.mcpAllowedClientIdDomains.map((elem: any, _index25: number) => "string" === typeof elem || _report(_exceptionable, {
        path: _path + ".mcpAllowedClientIdDomains[" + _index25 + "]",
        expected: "string",
        value: elem
    })).every((flag: boolean) => flag) || _report(_exceptionable, {
        path: _path + ".mcpAllowedClientIdDomains",
        expected: "(Array<string> | undefined)",
        value: input.mcpAllowedClientIdDomains
    }), undefined === input.mcpAllowedAsMetadataDomains || (Array.isArray(input.mcpAllowedAsMetadataDomains) || _report(_exceptionable, {
        path: _path + ".mcpAllowedAsMetadataDomains",
        expected: "(Array<string> | undefined)",
        value: input.mcpAllowedAsMetadataDomains
    })) && input.mcpAllowedAsMetadataDomains.map((elem: any, _index26: number) => "string" === typeof elem || _report(_exceptionable, {
        path: _path + ".mcpAllowedAsMetadataDomains[" + _index26 + "]",
        expected: "string",
        value: elem
    })).every((flag: boolean) => flag) || _report(_exceptionable, {
        path: _path + ".mcpAllowedAsMetadataDomains",
        expected: "(Array<string> | undefined)",
        value: input.mcpAllowedAsMetadataDomains
    }), undefined === input.mcpDynamicClientRegistration || "boolean" === typeof input.mcpDynamicClientRegistration || _report(_exceptionable, {
        path: _path + ".mcpDynamicClientRegistration",
        expected: "(boolean | undefined)",
        value: input.mcpDynamicClientRegistration
    }), undefined === input.blobStorage || ("object" === typeof input.blobStorage && null !== input.blobStorage && false === Array.isArray(input.blobStorage) || _report(_exceptionable, {
        path: _path + ".blobStorage",
        expected: "(__type | undefined)",
        value: input.blobStorage
    })) && _vo3(input.blobStorage, _path + ".blobStorage", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".blobStorage",
        expected: "(__type | undefined)",
        value: input.blobStorage
    }), undefined === input.envoyDynamicExtensions || (Array.isArray(input.envoyDynamicExtensions) || _report(_exceptionable, {
        path: _path + ".envoyDynamicExtensions",
        expected: "(Array<string> | undefined)",
        value: input.envoyDynamicExtensions
    })) && input.envoyDynamicExtensions.map((elem: any, _index27: number) => "string" === typeof elem || _report(_exceptionable, {
        path: _path + ".envoyDynamicExtensions[" + _index27 + "]",
        expected: "string",
        value: elem
    })).every((flag: boolean) => flag) || _report(_exceptionable, {
        path: _path + ".envoyDynamicExtensions",
        expected: "(Array<string> | undefined)",
        value: input.envoyDynamicExtensions
    }), undefined === input.otelAttributeValueLengthLimit || "number" === typeof input.otelAttributeValueLengthLimit && (__typia_transform__isTypeInt32._isTypeInt32(input.otelAttributeValueLengthLimit) || _report(_exceptionable, {
        path: _path + ".otelAttributeValueLengthLimit",
        expected: "number & Type<\"int32\">",
        value: input.otelAttributeValueLengthLimit
    })) || _report(_exceptionable, {
        path: _path + ".otelAttributeValueLengthLimit",
        expected: "((number & Type<\"int32\">) | undefined)",
        value: input.otelAttributeValueLengthLimit
    }), undefined === input.otelBspMaxExportBatchSize || "number" === typeof input.otelBspMaxExportBatchSize && (__typia_transform__isTypeInt32._isTypeInt32(input.otelBspMaxExportBatchSize) || _report(_exceptionable, {
        path: _path + ".otelBspMaxExportBatchSize",
        expected: "number & Type<\"int32\">",
        value: input.otelBspMaxExportBatchSize
    })) || _report(_exceptionable, {
        path: _path + ".otelBspMaxExportBatchSize",
        expected: "((number & Type<\"int32\">) | undefined)",
        value: input.otelBspMaxExportBatchSize
    }), undefined === input.otelBspScheduleDelay || "string" === typeof input.otelBspScheduleDelay && (RegExp("^([0-9]+(y|w|d|h|m|s|ms))+$").test(input.otelBspScheduleDelay) || _report(_exceptionable, {
        path: _path + ".otelBspScheduleDelay",
        expected: "string & Pattern<\"^([0-9]+(y|w|d|h|m|s|ms))+$\">",
        value: input.otelBspScheduleDelay
    })) || _report(_exceptionable, {
        path: _path + ".otelBspScheduleDelay",
        expected: "((string & Pattern<\"^([0-9]+(y|w|d|h|m|s|ms))+$\">) | undefined)",
        value: input.otelBspScheduleDelay
    }), undefined === input.otelExporterOtlpTracesEndpoint || "string" === typeof input.otelExporterOtlpTracesEndpoint || _report(_exceptionable, {
        path: _path + ".otelExporterOtlpTracesEndpoint",
        expected: "(string | undefined)",
        value: input.otelExporterOtlpTracesEndpoint
    }), undefined === input.otelExporterOtlpTracesHeaders || (Array.isArray(input.otelExporterOtlpTracesHeaders) || _report(_exceptionable, {
        path: _path + ".otelExporterOtlpTracesHeaders",
        expected: "(Array<string> | undefined)",
        value: input.otelExporterOtlpTracesHeaders
    })) && input.otelExporterOtlpTracesHeaders.map((elem: any, _index28: number) => "string" === typeof elem || _report(_exceptionable, {
        path: _path + ".otelExporterOtlpTracesHeaders[" + _index28 + "]",
        expected: "string",
        value: elem
    })).every((flag: boolean) => flag) || _report(_exceptionable, {
        path: _path + ".otelExporterOtlpTracesHeaders",
        expected: "(Array<string> | undefined)",
        value: input.otelExporterOtlpTracesHeaders
    }), undefined === input.otelExporterOtlpTracesProtocol || "string" === typeof input.otelExporterOtlpTracesProtocol || _report(_exceptionable, {
        path: _path + ".otelExporterOtlpTracesProtocol",
        expected: "(string | undefined)",
        value: input.otelExporterOtlpTracesProtocol
    }), undefined === input.otelExporterOtlpTracesTimeout || "string" === typeof input.otelExporterOtlpTracesTimeout && (RegExp("^([0-9]+(y|w|d|h|m|s|ms))+$").test(input.otelExporterOtlpTracesTimeout) || _report(_exceptionable, {
        path: _path + ".otelExporterOtlpTracesTimeout",
        expected: "string & Pattern<\"^([0-9]+(y|w|d|h|m|s|ms))+$\">",
        value: input.otelExporterOtlpTracesTimeout
    })) || _report(_exceptionable, {
        path: _path + ".otelExporterOtlpTracesTimeout",
        expected: "((string & Pattern<\"^([0-9]+(y|w|d|h|m|s|ms))+$\">) | undefined)",
        value: input.otelExporterOtlpTracesTimeout
    }), undefined === input.sessionRecordingConcurrency || "number" === typeof input.sessionRecordingConcurrency && (__typia_transform__isTypeUint32._isTypeUint32(input.sessionRecordingConcurrency) || _report(_exceptionable, {
        path: _path + ".sessionRecordingConcurrency",
        expected: "number & Type<\"uint32\">",
        value: input.sessionRecordingConcurrency
    })) || _report(_exceptionable, {
        path: _path + ".sessionRecordingConcurrency",
        expected: "((number & Type<\"uint32\">) | undefined)",
        value: input.sessionRecordingConcurrency
    }), undefined === input.normalizePath || "boolean" === typeof input.normalizePath || _report(_exceptionable, {
        path: _path + ".normalizePath",
        expected: "(boolean | undefined)",
        value: input.normalizePath
    }), undefined === input.mergeSlashes || "boolean" === typeof input.mergeSlashes || _report(_exceptionable, {
        path: _path + ".mergeSlashes",
        expected: "(boolean | undefined)",
        value: input.mergeSlashes
    }), undefined === input.pathWithEscapedSlashesAction || "" === input.pathWithEscapedSlashesAction || "keep_unchanged" === input.pathWithEscapedSlashesAction || "reject_request" === input.pathWithEscapedSlashesAction || "unescape_and_redirect" === input.pathWithEscapedSlashesAction || "unescape_and_forward" === input.pathWithEscapedSlashesAction || _report(_exceptionable, {
        path: _path + ".pathWithEscapedSlashesAction",
        expected: "(\"\" | \"keep_unchanged\" | \"reject_request\" | \"unescape_and_forward\" | \"unescape_and_redirect\" | undefined)",
        value: input.pathWithEscapedSlashesAction
    }), undefined === input.identityProviders || ("object" === typeof input.identityProviders && null !== input.identityProviders && false === Array.isArray(input.identityProviders) || _report(_exceptionable, {
        path: _path + ".identityProviders",
        expected: "(Record<string, WorkloadIdentityProvider> | undefined)",
        value: input.identityProviders
    })) && _vo4(input.identityProviders, _path + ".identityProviders", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".identityProviders",
        expected: "(Record<string, WorkloadIdentityProvider> | undefined)",
        value: input.identityProviders
    }), undefined === input.headersWithUnderscoresAction || "" === input.headersWithUnderscoresAction || "allow" === input.headersWithUnderscoresAction || "reject_request" === input.headersWithUnderscoresAction || "drop_header" === input.headersWithUnderscoresAction || _report(_exceptionable, {
        path: _path + ".headersWithUnderscoresAction",
        expected: "(\"\" | \"allow\" | \"drop_header\" | \"reject_request\" | undefined)",
        value: input.headersWithUnderscoresAction
    }), undefined === input.originatorId || "string" === typeof input.originatorId && (input.originatorId.length <= 256 || _report(_exceptionable, {
        path: _path + ".originatorId",
        expected: "string & MaxLength<256>",
        value: input.originatorId
    })) || _report(_exceptionable, {
        path: _path + ".originatorId",
        expected: "((string & MaxLength<256>) | undefined)",
        value: input.originatorId
    }), 14 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map((key: any) => {
        if (["logLevel", "proxyLogLevel", "address", "dnsLookupFamily", "httpRedirectAddr", "timeoutRead", "timeoutWrite", "timeoutIdle", "cookieName", "cookieSecret", "cookieDomain", "cookieHttpOnly", "cookieExpire", "cookieSameSite", "certificateAuthorityKeyPairId", "setResponseHeaders", "jwtClaimsHeaders", "defaultUpstreamTimeout", "metricsAddress", "tracingProvider", "tracingSampleRate", "tracingDatadogAddress", "tracingJaegerCollectorEndpoint", "tracingJaegerAgentEndpoint", "tracingZipkinEndpoint", "downstreamMtlsCaKeyPairId", "googleCloudServerlessAuthenticationServiceAccount", "skipXffAppend", "databrokerStorageConnection", "accessLogFields", "authorizeLogFields", "passIdentityHeaders", "autoApplyChangesets", "authenticateServiceUrl", "identityProvider", "identityProviderClientId", "identityProviderClientSecret", "identityProviderRequestParams", "identityProviderScopes", "identityProviderUrl", "codecType", "bearerTokenFormat", "allowUpgrades", "circuitBreakerThresholds", "dnsFailureRefreshRate", "dnsQueryTimeout", "dnsQueryTries", "dnsRefreshRate", "dnsUdpMaxQueries", "dnsUseTcp", "idpAccessTokenAllowedAudiences", "otelTracesExporter", "otelTracesSamplerArg", "otelExporterOtlpEndpoint", "otelExporterOtlpHeaders", "otelExporterOtlpProtocol", "otelExporterOtlpTimeout", "otelResourceAttributes", "otelLogLevel", "sshAddress", "sshHostKeys", "sshUserCaKey", "mcpAllowedClientIdDomains", "mcpAllowedAsMetadataDomains", "mcpDynamicClientRegistration", "blobStorage", "envoyDynamicExtensions", "otelAttributeValueLengthLimit", "otelBspMaxExportBatchSize", "otelBspScheduleDelay", "otelExporterOtlpTracesEndpoint", "otelExporterOtlpTracesHeaders", "otelExporterOtlpTracesProtocol", "otelExporterOtlpTracesTimeout", "sessionRecordingConcurrency", "normalizePath", "mergeSlashes", "pathWithEscapedSlashesAction", "identityProviders", "headersWithUnderscoresAction", "originatorId"].some((prop: any) => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every((flag: boolean) => flag))].every((flag: boolean) => flag); const _vo1 = (input: any, _path: string, _exceptionable: boolean = true): boolean => [false === _exceptionable || Object.keys(input).map((key: any) => {
        const value = input[key];
        if (undefined === value)
            return true;
        return "string" === typeof value || _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "string",
            value: value
        });
    }).every((flag: boolean) => flag)].every((flag: boolean) => flag); const _vo2 = (input: any, _path: string, _exceptionable: boolean = true): boolean => [undefined === input.maxConnectionPools || "number" === typeof input.maxConnectionPools && (__typia_transform__isTypeUint32._isTypeUint32(input.maxConnectionPools) || _report(_exceptionable, {
        path: _path + ".maxConnectionPools",
        expected: "number & Type<\"uint32\">",
        value: input.maxConnectionPools
    })) || _report(_exceptionable, {
        path: _path + ".maxConnectionPools",
        expected: "((number & Type<\"uint32\">) | undefined)",
        value: input.maxConnectionPools
    }), undefined === input.maxConnections || "number" === typeof input.maxConnections && (__typia_transform__isTypeUint32._isTypeUint32(input.maxConnections) || _report(_exceptionable, {
        path: _path + ".maxConnections",
        expected: "number & Type<\"uint32\">",
        value: input.maxConnections
    })) || _report(_exceptionable, {
        path: _path + ".maxConnections",
        expected: "((number & Type<\"uint32\">) | undefined)",
        value: input.maxConnections
    }), undefined === input.maxPendingRequests || "number" === typeof input.maxPendingRequests && (__typia_transform__isTypeUint32._isTypeUint32(input.maxPendingRequests) || _report(_exceptionable, {
        path: _path + ".maxPendingRequests",
        expected: "number & Type<\"uint32\">",
        value: input.maxPendingRequests
    })) || _report(_exceptionable, {
        path: _path + ".maxPendingRequests",
        expected: "((number & Type<\"uint32\">) | undefined)",
        value: input.maxPendingRequests
    }), undefined === input.maxRequests || "number" === typeof input.maxRequests && (__typia_transform__isTypeUint32._isTypeUint32(input.maxRequests) || _report(_exceptionable, {
        path: _path + ".maxRequests",
        expected: "number & Type<\"uint32\">",
        value: input.maxRequests
    })) || _report(_exceptionable, {
        path: _path + ".maxRequests",
        expected: "((number & Type<\"uint32\">) | undefined)",
        value: input.maxRequests
    }), undefined === input.maxRetries || "number" === typeof input.maxRetries && (__typia_transform__isTypeUint32._isTypeUint32(input.maxRetries) || _report(_exceptionable, {
        path: _path + ".maxRetries",
        expected: "number & Type<\"uint32\">",
        value: input.maxRetries
    })) || _report(_exceptionable, {
        path: _path + ".maxRetries",
        expected: "((number & Type<\"uint32\">) | undefined)",
        value: input.maxRetries
    }), 0 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map((key: any) => {
        if (["maxConnectionPools", "maxConnections", "maxPendingRequests", "maxRequests", "maxRetries"].some((prop: any) => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every((flag: boolean) => flag))].every((flag: boolean) => flag); const _vo3 = (input: any, _path: string, _exceptionable: boolean = true): boolean => [undefined === input.bucket_uri || "string" === typeof input.bucket_uri && (input.bucket_uri.length <= 2048 || _report(_exceptionable, {
        path: _path + ".bucket_uri",
        expected: "string & MaxLength<2048>",
        value: input.bucket_uri
    })) || _report(_exceptionable, {
        path: _path + ".bucket_uri",
        expected: "((string & MaxLength<2048>) | undefined)",
        value: input.bucket_uri
    }), undefined === input.managed_prefix || "string" === typeof input.managed_prefix && (input.managed_prefix.length <= 1024 || _report(_exceptionable, {
        path: _path + ".managed_prefix",
        expected: "string & MaxLength<1024>",
        value: input.managed_prefix
    })) || _report(_exceptionable, {
        path: _path + ".managed_prefix",
        expected: "((string & MaxLength<1024>) | undefined)",
        value: input.managed_prefix
    }), 0 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map((key: any) => {
        if (["bucket_uri", "managed_prefix"].some((prop: any) => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every((flag: boolean) => flag))].every((flag: boolean) => flag); const _vo4 = (input: any, _path: string, _exceptionable: boolean = true): boolean => [false === _exceptionable || Object.keys(input).map((key: any) => {
        const value = input[key];
        if (undefined === value)
            return true;
        return ("object" === typeof value && null !== value || _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "WorkloadIdentityProvider",
            value: value
        })) && _vo5(value, _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key), true && _exceptionable) || _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "WorkloadIdentityProvider",
            value: value
        });
    }).every((flag: boolean) => flag)].every((flag: boolean) => flag); const _vo5 = (input: any, _path: string, _exceptionable: boolean = true): boolean => ["string" === typeof input.issuer && (1 <= input.issuer.length || _report(_exceptionable, {
        path: _path + ".issuer",
        expected: "string & MinLength<1>",
        value: input.issuer
    })) && (input.issuer.length <= 2048 || _report(_exceptionable, {
        path: _path + ".issuer",
        expected: "string & MaxLength<2048>",
        value: input.issuer
    })) || _report(_exceptionable, {
        path: _path + ".issuer",
        expected: "(string & MinLength<1> & MaxLength<2048>)",
        value: input.issuer
    }), undefined === input.jwksUrl || "string" === typeof input.jwksUrl && (input.jwksUrl.length <= 2048 || _report(_exceptionable, {
        path: _path + ".jwksUrl",
        expected: "string & MaxLength<2048>",
        value: input.jwksUrl
    })) || _report(_exceptionable, {
        path: _path + ".jwksUrl",
        expected: "((string & MaxLength<2048>) | undefined)",
        value: input.jwksUrl
    }), undefined === input.supportedAlgs || (Array.isArray(input.supportedAlgs) || _report(_exceptionable, {
        path: _path + ".supportedAlgs",
        expected: "((Array<string & MinLength<1> & MaxLength<16>> & MaxItems<16>) | undefined)",
        value: input.supportedAlgs
    })) && ((input.supportedAlgs.length <= 16 || _report(_exceptionable, {
        path: _path + ".supportedAlgs",
        expected: "Array<> & MaxItems<16>",
        value: input.supportedAlgs
    })) && input.supportedAlgs.map((elem: any, _index29: number) => "string" === typeof elem && (1 <= elem.length || _report(_exceptionable, {
        path: _path + ".supportedAlgs[" + _index29 + "]",
        expected: "string & MinLength<1>",
        value: elem
    })) && (elem.length <= 16 || _report(_exceptionable, {
        path: _path + ".supportedAlgs[" + _index29 + "]",
        expected: "string & MaxLength<16>",
        value: elem
    })) || _report(_exceptionable, {
        path: _path + ".supportedAlgs[" + _index29 + "]",
        expected: "(string & MinLength<1> & MaxLength<16>)",
        value: elem
    })).every((flag: boolean) => flag)) || _report(_exceptionable, {
        path: _path + ".supportedAlgs",
        expected: "((Array<string & MinLength<1> & MaxLength<16>> & MaxItems<16>) | undefined)",
        value: input.supportedAlgs
    }), (Array.isArray(input.audiences) || _report(_exceptionable, {
        path: _path + ".audiences",
        expected: "(Array<string & MinLength<1> & MaxLength<1024>> & MinItems<1> & MaxItems<64>)",
        value: input.audiences
    })) && ((1 <= input.audiences.length || _report(_exceptionable, {
        path: _path + ".audiences",
        expected: "Array<> & MinItems<1>",
        value: input.audiences
    })) && (input.audiences.length <= 64 || _report(_exceptionable, {
        path: _path + ".audiences",
        expected: "Array<> & MaxItems<64>",
        value: input.audiences
    })) && input.audiences.map((elem: any, _index30: number) => "string" === typeof elem && (1 <= elem.length || _report(_exceptionable, {
        path: _path + ".audiences[" + _index30 + "]",
        expected: "string & MinLength<1>",
        value: elem
    })) && (elem.length <= 1024 || _report(_exceptionable, {
        path: _path + ".audiences[" + _index30 + "]",
        expected: "string & MaxLength<1024>",
        value: elem
    })) || _report(_exceptionable, {
        path: _path + ".audiences[" + _index30 + "]",
        expected: "(string & MinLength<1> & MaxLength<1024>)",
        value: elem
    })).every((flag: boolean) => flag)) || _report(_exceptionable, {
        path: _path + ".audiences",
        expected: "(Array<string & MinLength<1> & MaxLength<1024>> & MinItems<1> & MaxItems<64>)",
        value: input.audiences
    }), 2 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map((key: any) => {
        if (["issuer", "jwksUrl", "supportedAlgs", "audiences"].some((prop: any) => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every((flag: boolean) => flag))].every((flag: boolean) => flag); const __is = (input: any, _exceptionable: boolean = true): input is SettingsWrite => "object" === typeof input && null !== input && _io0(input, true); let errors: any; let _report: any; return __typia_transform__createStandardSchema._createStandardSchema((input: any): import("typia").IValidation<SettingsWrite> => {
    if (false === __is(input)) {
        errors = [];
        _report = (__typia_transform__validateReport._validateReport as any)(errors);
        ((input: any, _path: string, _exceptionable: boolean = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "SettingsWrite",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "SettingsWrite",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        } as any;
    }
    return {
        success: true,
        data: input
    } as any;
}); })();
export const validatePatchDocument = (() => { const _io0 = (input: any, _exceptionable: boolean = true): boolean => ("add" === input.op || "remove" === input.op || "replace" === input.op || "copy" === input.op || "move" === input.op || "test" === input.op) && ("string" === typeof input.path && input.path.length <= 1024) && true && (undefined === input.from || "string" === typeof input.from && input.from.length <= 1024) && (2 === Object.keys(input).length || Object.keys(input).every((key: any) => {
    if (["op", "path", "value", "from"].some((prop: any) => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _vo0 = (input: any, _path: string, _exceptionable: boolean = true): boolean => ["add" === input.op || "remove" === input.op || "replace" === input.op || "copy" === input.op || "move" === input.op || "test" === input.op || _report(_exceptionable, {
        path: _path + ".op",
        expected: "(\"add\" | \"copy\" | \"move\" | \"remove\" | \"replace\" | \"test\")",
        value: input.op
    }), "string" === typeof input.path && (input.path.length <= 1024 || _report(_exceptionable, {
        path: _path + ".path",
        expected: "string & MaxLength<1024>",
        value: input.path
    })) || _report(_exceptionable, {
        path: _path + ".path",
        expected: "(string & MaxLength<1024>)",
        value: input.path
    }), true, undefined === input.from || "string" === typeof input.from && (input.from.length <= 1024 || _report(_exceptionable, {
        path: _path + ".from",
        expected: "string & MaxLength<1024>",
        value: input.from
    })) || _report(_exceptionable, {
        path: _path + ".from",
        expected: "((string & MaxLength<1024>) | undefined)",
        value: input.from
    }), 2 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map((key: any) => {
        if (["op", "path", "value", "from"].some((prop: any) => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every((flag: boolean) => flag))].every((flag: boolean) => flag); const __is = (input: any, _exceptionable: boolean = true): input is PatchDocument => Array.isArray(input) && (input.length <= 1000 && input.every((elem: any, _index1: number) => "object" === typeof elem && null !== elem && _io0(elem, true))); let errors: any; let _report: any; return __typia_transform__createStandardSchema._createStandardSchema((input: any): import("typia").IValidation<PatchDocument> => {
    if (false === __is(input)) {
        errors = [];
        _report = (__typia_transform__validateReport._validateReport as any)(errors);
        ((input: any, _path: string, _exceptionable: boolean = true) => (Array.isArray(input) || _report(true, {
            path: _path + "",
            expected: "(Array<PatchOperation> & MaxItems<1000>)",
            value: input
        })) && ((input.length <= 1000 || _report(_exceptionable, {
            path: _path + "",
            expected: "Array<> & MaxItems<1000>",
            value: input
        })) && input.map((elem: any, _index2: number) => ("object" === typeof elem && null !== elem || _report(true, {
            path: _path + "[" + _index2 + "]",
            expected: "PatchOperation",
            value: elem
        })) && _vo0(elem, _path + "[" + _index2 + "]", true) || _report(true, {
            path: _path + "[" + _index2 + "]",
            expected: "PatchOperation",
            value: elem
        })).every((flag: boolean) => flag)) || _report(true, {
            path: _path + "",
            expected: "(Array<PatchOperation> & MaxItems<1000>)",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        } as any;
    }
    return {
        success: true,
        data: input
    } as any;
}); })();
export const validateServiceAccountWrite = (() => { const _io0 = (input: any, _exceptionable: boolean = true): boolean => "string" === typeof input.description && input.description.length <= 4096 && ("string" === typeof input.userId && (1 <= input.userId.length && input.userId.length <= 256)) && (undefined === input.expiresAt || "string" === typeof input.expiresAt && __typia_transform__isFormatDateTime._isFormatDateTime(input.expiresAt)) && (undefined === input.originatorId || "string" === typeof input.originatorId && input.originatorId.length <= 256) && (2 === Object.keys(input).length || Object.keys(input).every((key: any) => {
    if (["description", "userId", "expiresAt", "originatorId"].some((prop: any) => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _vo0 = (input: any, _path: string, _exceptionable: boolean = true): boolean => ["string" === typeof input.description && (input.description.length <= 4096 || _report(_exceptionable, {
        path: _path + ".description",
        expected: "string & MaxLength<4096>",
        value: input.description
    })) || _report(_exceptionable, {
        path: _path + ".description",
        expected: "(string & MaxLength<4096>)",
        value: input.description
    }), "string" === typeof input.userId && (1 <= input.userId.length || _report(_exceptionable, {
        path: _path + ".userId",
        expected: "string & MinLength<1>",
        value: input.userId
    })) && (input.userId.length <= 256 || _report(_exceptionable, {
        path: _path + ".userId",
        expected: "string & MaxLength<256>",
        value: input.userId
    })) || _report(_exceptionable, {
        path: _path + ".userId",
        expected: "(string & MinLength<1> & MaxLength<256>)",
        value: input.userId
    }), undefined === input.expiresAt || "string" === typeof input.expiresAt && (__typia_transform__isFormatDateTime._isFormatDateTime(input.expiresAt) || _report(_exceptionable, {
        path: _path + ".expiresAt",
        expected: "string & Format<\"date-time\">",
        value: input.expiresAt
    })) || _report(_exceptionable, {
        path: _path + ".expiresAt",
        expected: "((string & Format<\"date-time\">) | undefined)",
        value: input.expiresAt
    }), undefined === input.originatorId || "string" === typeof input.originatorId && (input.originatorId.length <= 256 || _report(_exceptionable, {
        path: _path + ".originatorId",
        expected: "string & MaxLength<256>",
        value: input.originatorId
    })) || _report(_exceptionable, {
        path: _path + ".originatorId",
        expected: "((string & MaxLength<256>) | undefined)",
        value: input.originatorId
    }), 2 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map((key: any) => {
        if (["description", "userId", "expiresAt", "originatorId"].some((prop: any) => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every((flag: boolean) => flag))].every((flag: boolean) => flag); const __is = (input: any, _exceptionable: boolean = true): input is ServiceAccountWrite => "object" === typeof input && null !== input && _io0(input, true); let errors: any; let _report: any; return __typia_transform__createStandardSchema._createStandardSchema((input: any): import("typia").IValidation<ServiceAccountWrite> => {
    if (false === __is(input)) {
        errors = [];
        _report = (__typia_transform__validateReport._validateReport as any)(errors);
        ((input: any, _path: string, _exceptionable: boolean = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "ServiceAccountWrite",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "ServiceAccountWrite",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        } as any;
    }
    return {
        success: true,
        data: input
    } as any;
}); })();
export const validatePolicyTestSuiteWrite = (() => { const _io0 = (input: any, _exceptionable: boolean = true): boolean => "string" === typeof input.namespaceId && 1 <= input.namespaceId.length && ("string" === typeof input.name && (1 <= input.name.length && input.name.length <= 128)) && (undefined === input.description || "string" === typeof input.description && input.description.length <= 4096) && (Array.isArray(input.cases) && (input.cases.length <= 1000 && input.cases.every((elem: any, _index1: number) => "object" === typeof elem && null !== elem && _io1(elem, true && _exceptionable)))) && (undefined === input.originatorId || "string" === typeof input.originatorId && input.originatorId.length <= 256) && (3 === Object.keys(input).length || Object.keys(input).every((key: any) => {
    if (["namespaceId", "name", "description", "cases", "originatorId"].some((prop: any) => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _io1 = (input: any, _exceptionable: boolean = true): boolean => "string" === typeof input.name && (1 <= input.name.length && input.name.length <= 256) && (undefined === input.routeId || "string" === typeof input.routeId && (1 <= input.routeId.length && input.routeId.length <= 64)) && (undefined === input.host || "string" === typeof input.host && (1 <= input.host.length && input.host.length <= 1024)) && (undefined === input.path || "string" === typeof input.path && input.path.length <= 8192) && (undefined === input.request || "object" === typeof input.request && null !== input.request && false === Array.isArray(input.request) && _io2(input.request, true && _exceptionable)) && ("rejected" === input.expect || "allow" === input.expect || "forbidden" === input.expect || "login" === input.expect || "device_enrollment" === input.expect || "device_unauthorized" === input.expect || "invalid_client_certificate" === input.expect || "redirect" === input.expect) && (undefined === input.decidedBy || "object" === typeof input.decidedBy && null !== input.decidedBy && _io14(input.decidedBy, true && _exceptionable)) && (2 === Object.keys(input).length || Object.keys(input).every((key: any) => {
    if (["name", "routeId", "host", "path", "request", "expect", "decidedBy"].some((prop: any) => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _io2 = (input: any, _exceptionable: boolean = true): boolean => (undefined === input.method || "string" === typeof input.method && input.method.length <= 32) && (undefined === input.host || "string" === typeof input.host && input.host.length <= 1024) && (undefined === input.path || "string" === typeof input.path && input.path.length <= 8192) && (undefined === input.url || "string" === typeof input.url && input.url.length <= 8192) && (undefined === input.headers || "object" === typeof input.headers && null !== input.headers && false === Array.isArray(input.headers) && _io3(input.headers, true && _exceptionable)) && (undefined === input.ip || "string" === typeof input.ip && input.ip.length <= 64) && (undefined === input.sessionId || "string" === typeof input.sessionId && input.sessionId.length <= 1024) && (undefined === input.user || "object" === typeof input.user && null !== input.user && false === Array.isArray(input.user) && _io4(input.user, true && _exceptionable)) && (undefined === input.device || "object" === typeof input.device && null !== input.device && false === Array.isArray(input.device) && _io6(input.device, true && _exceptionable)) && (undefined === input.clientCertificate || "object" === typeof input.clientCertificate && null !== input.clientCertificate && false === Array.isArray(input.clientCertificate) && _io9(input.clientCertificate, true && _exceptionable)) && (undefined === input.ssh || "object" === typeof input.ssh && null !== input.ssh && false === Array.isArray(input.ssh) && _io10(input.ssh, true && _exceptionable)) && (undefined === input.jwtBearer || "object" === typeof input.jwtBearer && null !== input.jwtBearer && _io11(input.jwtBearer, true && _exceptionable)) && (undefined === input.mcp || "object" === typeof input.mcp && null !== input.mcp && false === Array.isArray(input.mcp) && _io12(input.mcp, true && _exceptionable)) && (0 === Object.keys(input).length || Object.keys(input).every((key: any) => {
    if (["method", "host", "path", "url", "headers", "ip", "sessionId", "user", "device", "clientCertificate", "ssh", "jwtBearer", "mcp"].some((prop: any) => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _io3 = (input: any, _exceptionable: boolean = true): boolean => Object.keys(input).every((key: any) => {
    const value = input[key];
    if (undefined === value)
        return true;
    return null !== value && undefined !== value && ("string" === typeof value && value.length <= 8192 || Array.isArray(value) && value.every((elem: any, _index2: number) => "string" === typeof elem && elem.length <= 8192));
}); const _io4 = (input: any, _exceptionable: boolean = true): boolean => (undefined === input.id || "string" === typeof input.id && input.id.length <= 1024) && (undefined === input.email || "string" === typeof input.email && input.email.length <= 1024) && (undefined === input.groups || Array.isArray(input.groups) && (input.groups.length <= 10000 && input.groups.every((elem: any, _index3: number) => "string" === typeof elem && elem.length <= 1024))) && (undefined === input.claims || "object" === typeof input.claims && null !== input.claims && false === Array.isArray(input.claims) && _io5(input.claims, true && _exceptionable)) && (0 === Object.keys(input).length || Object.keys(input).every((key: any) => {
    if (["id", "email", "groups", "claims"].some((prop: any) => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _io5 = (input: any, _exceptionable: boolean = true): boolean => Object.keys(input).every((key: any) => {
    const value = input[key];
    if (undefined === value)
        return true;
    return true;
}); const _io6 = (input: any, _exceptionable: boolean = true): boolean => (undefined === input.credentials || Array.isArray(input.credentials) && (input.credentials.length <= 100 && input.credentials.every((elem: any, _index4: number) => "object" === typeof elem && null !== elem && false === Array.isArray(elem) && _io7(elem, true && _exceptionable)))) && (0 === Object.keys(input).length || Object.keys(input).every((key: any) => {
    if (["credentials"].some((prop: any) => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _io7 = (input: any, _exceptionable: boolean = true): boolean => (undefined === input.typeId || "string" === typeof input.typeId && input.typeId.length <= 256) && (undefined === input.id || "string" === typeof input.id && input.id.length <= 256) && (undefined === input.exists || "boolean" === typeof input.exists) && (undefined === input.enrollment || "object" === typeof input.enrollment && null !== input.enrollment && false === Array.isArray(input.enrollment) && _io8(input.enrollment, true && _exceptionable)) && (0 === Object.keys(input).length || Object.keys(input).every((key: any) => {
    if (["typeId", "id", "exists", "enrollment"].some((prop: any) => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _io8 = (input: any, _exceptionable: boolean = true): boolean => (undefined === input.id || "string" === typeof input.id && input.id.length <= 256) && (undefined === input.approved || "boolean" === typeof input.approved) && (0 === Object.keys(input).length || Object.keys(input).every((key: any) => {
    if (["id", "approved"].some((prop: any) => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _io9 = (input: any, _exceptionable: boolean = true): boolean => (undefined === input.presented || "boolean" === typeof input.presented) && (undefined === input.leaf || "string" === typeof input.leaf && input.leaf.length <= 65536) && (undefined === input.valid || "boolean" === typeof input.valid) && (0 === Object.keys(input).length || Object.keys(input).every((key: any) => {
    if (["presented", "leaf", "valid"].some((prop: any) => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _io10 = (input: any, _exceptionable: boolean = true): boolean => (undefined === input.username || "string" === typeof input.username && input.username.length <= 256) && (undefined === input.publickey || "string" === typeof input.publickey && input.publickey.length <= 65536) && (0 === Object.keys(input).length || Object.keys(input).every((key: any) => {
    if (["username", "publickey"].some((prop: any) => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _io11 = (input: any, _exceptionable: boolean = true): boolean => "string" === typeof input.issuer && input.issuer.length <= 2048 && (undefined === input.audiences || Array.isArray(input.audiences) && (input.audiences.length <= 64 && input.audiences.every((elem: any, _index5: number) => "string" === typeof elem && elem.length <= 1024))) && (undefined === input.claims || "object" === typeof input.claims && null !== input.claims && false === Array.isArray(input.claims) && _io5(input.claims, true && _exceptionable)) && (1 === Object.keys(input).length || Object.keys(input).every((key: any) => {
    if (["issuer", "audiences", "claims"].some((prop: any) => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _io12 = (input: any, _exceptionable: boolean = true): boolean => (undefined === input.method || "string" === typeof input.method && input.method.length <= 256) && (undefined === input.toolCall || "object" === typeof input.toolCall && null !== input.toolCall && false === Array.isArray(input.toolCall) && _io13(input.toolCall, true && _exceptionable)) && (0 === Object.keys(input).length || Object.keys(input).every((key: any) => {
    if (["method", "toolCall"].some((prop: any) => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _io13 = (input: any, _exceptionable: boolean = true): boolean => (undefined === input.name || "string" === typeof input.name && input.name.length <= 256) && (0 === Object.keys(input).length || Object.keys(input).every((key: any) => {
    if (["name"].some((prop: any) => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _io14 = (input: any, _exceptionable: boolean = true): boolean => "string" === typeof input.policyId && (1 <= input.policyId.length && input.policyId.length <= 64) && ("string" === typeof input.rule && (RegExp("^(/[^/]*)+$").test(input.rule) && input.rule.length <= 512)) && (2 === Object.keys(input).length || Object.keys(input).every((key: any) => {
    if (["policyId", "rule"].some((prop: any) => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _vo0 = (input: any, _path: string, _exceptionable: boolean = true): boolean => ["string" === typeof input.namespaceId && (1 <= input.namespaceId.length || _report(_exceptionable, {
        path: _path + ".namespaceId",
        expected: "string & MinLength<1>",
        value: input.namespaceId
    })) || _report(_exceptionable, {
        path: _path + ".namespaceId",
        expected: "(string & MinLength<1>)",
        value: input.namespaceId
    }), "string" === typeof input.name && (1 <= input.name.length || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string & MinLength<1>",
        value: input.name
    })) && (input.name.length <= 128 || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string & MaxLength<128>",
        value: input.name
    })) || _report(_exceptionable, {
        path: _path + ".name",
        expected: "(string & MinLength<1> & MaxLength<128>)",
        value: input.name
    }), undefined === input.description || "string" === typeof input.description && (input.description.length <= 4096 || _report(_exceptionable, {
        path: _path + ".description",
        expected: "string & MaxLength<4096>",
        value: input.description
    })) || _report(_exceptionable, {
        path: _path + ".description",
        expected: "((string & MaxLength<4096>) | undefined)",
        value: input.description
    }), (Array.isArray(input.cases) || _report(_exceptionable, {
        path: _path + ".cases",
        expected: "(Array<PolicyTestCase> & MaxItems<1000>)",
        value: input.cases
    })) && ((input.cases.length <= 1000 || _report(_exceptionable, {
        path: _path + ".cases",
        expected: "Array<> & MaxItems<1000>",
        value: input.cases
    })) && input.cases.map((elem: any, _index6: number) => ("object" === typeof elem && null !== elem || _report(_exceptionable, {
        path: _path + ".cases[" + _index6 + "]",
        expected: "PolicyTestCase",
        value: elem
    })) && _vo1(elem, _path + ".cases[" + _index6 + "]", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".cases[" + _index6 + "]",
        expected: "PolicyTestCase",
        value: elem
    })).every((flag: boolean) => flag)) || _report(_exceptionable, {
        path: _path + ".cases",
        expected: "(Array<PolicyTestCase> & MaxItems<1000>)",
        value: input.cases
    }), undefined === input.originatorId || "string" === typeof input.originatorId && (input.originatorId.length <= 256 || _report(_exceptionable, {
        path: _path + ".originatorId",
        expected: "string & MaxLength<256>",
        value: input.originatorId
    })) || _report(_exceptionable, {
        path: _path + ".originatorId",
        expected: "((string & MaxLength<256>) | undefined)",
        value: input.originatorId
    }), 3 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map((key: any) => {
        if (["namespaceId", "name", "description", "cases", "originatorId"].some((prop: any) => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every((flag: boolean) => flag))].every((flag: boolean) => flag); const _vo1 = (input: any, _path: string, _exceptionable: boolean = true): boolean => ["string" === typeof input.name && (1 <= input.name.length || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string & MinLength<1>",
        value: input.name
    })) && (input.name.length <= 256 || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string & MaxLength<256>",
        value: input.name
    })) || _report(_exceptionable, {
        path: _path + ".name",
        expected: "(string & MinLength<1> & MaxLength<256>)",
        value: input.name
    }), undefined === input.routeId || "string" === typeof input.routeId && (1 <= input.routeId.length || _report(_exceptionable, {
        path: _path + ".routeId",
        expected: "string & MinLength<1>",
        value: input.routeId
    })) && (input.routeId.length <= 64 || _report(_exceptionable, {
        path: _path + ".routeId",
        expected: "string & MaxLength<64>",
        value: input.routeId
    })) || _report(_exceptionable, {
        path: _path + ".routeId",
        expected: "((string & MinLength<1> & MaxLength<64>) | undefined)",
        value: input.routeId
    }), undefined === input.host || "string" === typeof input.host && (1 <= input.host.length || _report(_exceptionable, {
        path: _path + ".host",
        expected: "string & MinLength<1>",
        value: input.host
    })) && (input.host.length <= 1024 || _report(_exceptionable, {
        path: _path + ".host",
        expected: "string & MaxLength<1024>",
        value: input.host
    })) || _report(_exceptionable, {
        path: _path + ".host",
        expected: "((string & MinLength<1> & MaxLength<1024>) | undefined)",
        value: input.host
    }), undefined === input.path || "string" === typeof input.path && (input.path.length <= 8192 || _report(_exceptionable, {
        path: _path + ".path",
        expected: "string & MaxLength<8192>",
        value: input.path
    })) || _report(_exceptionable, {
        path: _path + ".path",
        expected: "((string & MaxLength<8192>) | undefined)",
        value: input.path
    }), undefined === input.request || ("object" === typeof input.request && null !== input.request && false === Array.isArray(input.request) || _report(_exceptionable, {
        path: _path + ".request",
        expected: "(PplRequestContext | undefined)",
        value: input.request
    })) && _vo2(input.request, _path + ".request", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".request",
        expected: "(PplRequestContext | undefined)",
        value: input.request
    }), "rejected" === input.expect || "allow" === input.expect || "forbidden" === input.expect || "login" === input.expect || "device_enrollment" === input.expect || "device_unauthorized" === input.expect || "invalid_client_certificate" === input.expect || "redirect" === input.expect || _report(_exceptionable, {
        path: _path + ".expect",
        expected: "(\"allow\" | \"device_enrollment\" | \"device_unauthorized\" | \"forbidden\" | \"invalid_client_certificate\" | \"login\" | \"redirect\" | \"rejected\")",
        value: input.expect
    }), undefined === input.decidedBy || ("object" === typeof input.decidedBy && null !== input.decidedBy || _report(_exceptionable, {
        path: _path + ".decidedBy",
        expected: "(PolicyTestRule | undefined)",
        value: input.decidedBy
    })) && _vo14(input.decidedBy, _path + ".decidedBy", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".decidedBy",
        expected: "(PolicyTestRule | undefined)",
        value: input.decidedBy
    }), 2 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map((key: any) => {
        if (["name", "routeId", "host", "path", "request", "expect", "decidedBy"].some((prop: any) => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every((flag: boolean) => flag))].every((flag: boolean) => flag); const _vo2 = (input: any, _path: string, _exceptionable: boolean = true): boolean => [undefined === input.method || "string" === typeof input.method && (input.method.length <= 32 || _report(_exceptionable, {
        path: _path + ".method",
        expected: "string & MaxLength<32>",
        value: input.method
    })) || _report(_exceptionable, {
        path: _path + ".method",
        expected: "((string & MaxLength<32>) | undefined)",
        value: input.method
    }), undefined === input.host || "string" === typeof input.host && (input.host.length <= 1024 || _report(_exceptionable, {
        path: _path + ".host",
        expected: "string & MaxLength<1024>",
        value: input.host
    })) || _report(_exceptionable, {
        path: _path + ".host",
        expected: "((string & MaxLength<1024>) | undefined)",
        value: input.host
    }), undefined === input.path || "string" === typeof input.path && (input.path.length <= 8192 || _report(_exceptionable, {
        path: _path + ".path",
        expected: "string & MaxLength<8192>",
        value: input.path
    })) || _report(_exceptionable, {
        path: _path + ".path",
        expected: "((string & MaxLength<8192>) | undefined)",
        value: input.path
    }), undefined === input.url || "string" === typeof input.url && (input.url.length <= 8192 || _report(_exceptionable, {
        path: _path + ".url",
        expected: "string & MaxLength<8192>",
        value: input.url
    })) || _report(_exceptionable, {
        path: _path + ".url",
        expected: "((string & MaxLength<8192>) | undefined)",
        value: input.url
    }), undefined === input.headers || ("object" === typeof input.headers && null !== input.headers && false === Array.isArray(input.headers) || _report(_exceptionable, {
        path: _path + ".headers",
        expected: "(Record<string, PplHeaderValue> | undefined)",
        value: input.headers
    })) && _vo3(input.headers, _path + ".headers", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".headers",
        expected: "(Record<string, PplHeaderValue> | undefined)",
        value: input.headers
    }), undefined === input.ip || "string" === typeof input.ip && (input.ip.length <= 64 || _report(_exceptionable, {
        path: _path + ".ip",
        expected: "string & MaxLength<64>",
        value: input.ip
    })) || _report(_exceptionable, {
        path: _path + ".ip",
        expected: "((string & MaxLength<64>) | undefined)",
        value: input.ip
    }), undefined === input.sessionId || "string" === typeof input.sessionId && (input.sessionId.length <= 1024 || _report(_exceptionable, {
        path: _path + ".sessionId",
        expected: "string & MaxLength<1024>",
        value: input.sessionId
    })) || _report(_exceptionable, {
        path: _path + ".sessionId",
        expected: "((string & MaxLength<1024>) | undefined)",
        value: input.sessionId
    }), undefined === input.user || ("object" === typeof input.user && null !== input.user && false === Array.isArray(input.user) || _report(_exceptionable, {
        path: _path + ".user",
        expected: "(__type | undefined)",
        value: input.user
    })) && _vo4(input.user, _path + ".user", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".user",
        expected: "(__type | undefined)",
        value: input.user
    }), undefined === input.device || ("object" === typeof input.device && null !== input.device && false === Array.isArray(input.device) || _report(_exceptionable, {
        path: _path + ".device",
        expected: "(__type.o5 | undefined)",
        value: input.device
    })) && _vo6(input.device, _path + ".device", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".device",
        expected: "(__type.o5 | undefined)",
        value: input.device
    }), undefined === input.clientCertificate || ("object" === typeof input.clientCertificate && null !== input.clientCertificate && false === Array.isArray(input.clientCertificate) || _report(_exceptionable, {
        path: _path + ".clientCertificate",
        expected: "(__type.o11 | undefined)",
        value: input.clientCertificate
    })) && _vo9(input.clientCertificate, _path + ".clientCertificate", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".clientCertificate",
        expected: "(__type.o11 | undefined)",
        value: input.clientCertificate
    }), undefined === input.ssh || ("object" === typeof input.ssh && null !== input.ssh && false === Array.isArray(input.ssh) || _report(_exceptionable, {
        path: _path + ".ssh",
        expected: "(__type.o14 | undefined)",
        value: input.ssh
    })) && _vo10(input.ssh, _path + ".ssh", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".ssh",
        expected: "(__type.o14 | undefined)",
        value: input.ssh
    }), undefined === input.jwtBearer || ("object" === typeof input.jwtBearer && null !== input.jwtBearer || _report(_exceptionable, {
        path: _path + ".jwtBearer",
        expected: "(__type.o15 | undefined)",
        value: input.jwtBearer
    })) && _vo11(input.jwtBearer, _path + ".jwtBearer", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".jwtBearer",
        expected: "(__type.o15 | undefined)",
        value: input.jwtBearer
    }), undefined === input.mcp || ("object" === typeof input.mcp && null !== input.mcp && false === Array.isArray(input.mcp) || _report(_exceptionable, {
        path: _path + ".mcp",
        expected: "(__type.o20 | undefined)",
        value: input.mcp
    })) && _vo12(input.mcp, _path + ".mcp", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".mcp",
        expected: "(__type.o20 | undefined)",
        value: input.mcp
    }), 0 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map((key: any) => {
        if (["method", "host", "path", "url", "headers", "ip", "sessionId", "user", "device", "clientCertificate", "ssh", "jwtBearer", "mcp"].some((prop: any) => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every((flag: boolean) => flag))].every((flag: boolean) => flag); const _vo3 = (input: any, _path: string, _exceptionable: boolean = true): boolean => [false === _exceptionable || Object.keys(input).map((key: any) => {
        const value = input[key];
        if (undefined === value)
            return true;
        return (null !== value || _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "((string & MaxLength<8192>) | Array<string & MaxLength<8192>>)",
            value: value
        })) && (undefined !== value || _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "((string & MaxLength<8192>) | Array<string & MaxLength<8192>>)",
            value: value
        })) && ("string" === typeof value && (value.length <= 8192 || _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "string & MaxLength<8192>",
            value: value
        })) || (Array.isArray(value) || _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "((string & MaxLength<8192>) | Array<string & MaxLength<8192>>)",
            value: value
        })) && value.map((elem: any, _index7: number) => "string" === typeof elem && (elem.length <= 8192 || _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key) + "[" + _index7 + "]",
            expected: "string & MaxLength<8192>",
            value: elem
        })) || _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key) + "[" + _index7 + "]",
            expected: "(string & MaxLength<8192>)",
            value: elem
        })).every((flag: boolean) => flag) || _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "((string & MaxLength<8192>) | Array<string & MaxLength<8192>>)",
            value: value
        }));
    }).every((flag: boolean) => flag)].every((flag: boolean) => flag); const _vo4 = (input: any, _path: string, _exceptionable: boolean = true): boolean => [undefined === input.id || "string" === typeof input.id && (input.id.length <= 1024 || _report(_exceptionable, {
        path: _path + ".id",
        expected: "string & MaxLength<1024>",
        value: input.id
    })) || _report(_exceptionable, {
        path: _path + ".id",
        expected: "((string & MaxLength<1024>) | undefined)",
        value: input.id
    }), undefined === input.email || "string" === typeof input.email && (input.email.length <= 1024 || _report(_exceptionable, {
        path: _path + ".email",
        expected: "string & MaxLength<1024>",
        value: input.email
    })) || _report(_exceptionable, {
        path: _path + ".email",
        expected: "((string & MaxLength<1024>) | undefined)",
        value: input.email
    }), undefined === input.groups || (Array.isArray(input.groups) || _report(_exceptionable, {
        path: _path + ".groups",
        expected: "((Array<string & MaxLength<1024>> & MaxItems<10000>) | undefined)",
        value: input.groups
    })) && ((input.groups.length <= 10000 || _report(_exceptionable, {
        path: _path + ".groups",
        expected: "Array<> & MaxItems<10000>",
        value: input.groups
    })) && input.groups.map((elem: any, _index8: number) => "string" === typeof elem && (elem.length <= 1024 || _report(_exceptionable, {
        path: _path + ".groups[" + _index8 + "]",
        expected: "string & MaxLength<1024>",
        value: elem
    })) || _report(_exceptionable, {
        path: _path + ".groups[" + _index8 + "]",
        expected: "(string & MaxLength<1024>)",
        value: elem
    })).every((flag: boolean) => flag)) || _report(_exceptionable, {
        path: _path + ".groups",
        expected: "((Array<string & MaxLength<1024>> & MaxItems<10000>) | undefined)",
        value: input.groups
    }), undefined === input.claims || ("object" === typeof input.claims && null !== input.claims && false === Array.isArray(input.claims) || _report(_exceptionable, {
        path: _path + ".claims",
        expected: "(Record<string, unknown> | undefined)",
        value: input.claims
    })) && _vo5(input.claims, _path + ".claims", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".claims",
        expected: "(Record<string, unknown> | undefined)",
        value: input.claims
    }), 0 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map((key: any) => {
        if (["id", "email", "groups", "claims"].some((prop: any) => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every((flag: boolean) => flag))].every((flag: boolean) => flag); const _vo5 = (input: any, _path: string, _exceptionable: boolean = true): boolean => [false === _exceptionable || Object.keys(input).map((key: any) => {
        const value = input[key];
        if (undefined === value)
            return true;
        return true;
    }).every((flag: boolean) => flag)].every((flag: boolean) => flag); const _vo6 = (input: any, _path: string, _exceptionable: boolean = true): boolean => [undefined === input.credentials || (Array.isArray(input.credentials) || _report(_exceptionable, {
        path: _path + ".credentials",
        expected: "((Array<PplDeviceCredential> & MaxItems<100>) | undefined)",
        value: input.credentials
    })) && ((input.credentials.length <= 100 || _report(_exceptionable, {
        path: _path + ".credentials",
        expected: "Array<> & MaxItems<100>",
        value: input.credentials
    })) && input.credentials.map((elem: any, _index9: number) => ("object" === typeof elem && null !== elem && false === Array.isArray(elem) || _report(_exceptionable, {
        path: _path + ".credentials[" + _index9 + "]",
        expected: "PplDeviceCredential",
        value: elem
    })) && _vo7(elem, _path + ".credentials[" + _index9 + "]", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".credentials[" + _index9 + "]",
        expected: "PplDeviceCredential",
        value: elem
    })).every((flag: boolean) => flag)) || _report(_exceptionable, {
        path: _path + ".credentials",
        expected: "((Array<PplDeviceCredential> & MaxItems<100>) | undefined)",
        value: input.credentials
    }), 0 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map((key: any) => {
        if (["credentials"].some((prop: any) => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every((flag: boolean) => flag))].every((flag: boolean) => flag); const _vo7 = (input: any, _path: string, _exceptionable: boolean = true): boolean => [undefined === input.typeId || "string" === typeof input.typeId && (input.typeId.length <= 256 || _report(_exceptionable, {
        path: _path + ".typeId",
        expected: "string & MaxLength<256>",
        value: input.typeId
    })) || _report(_exceptionable, {
        path: _path + ".typeId",
        expected: "((string & MaxLength<256>) | undefined)",
        value: input.typeId
    }), undefined === input.id || "string" === typeof input.id && (input.id.length <= 256 || _report(_exceptionable, {
        path: _path + ".id",
        expected: "string & MaxLength<256>",
        value: input.id
    })) || _report(_exceptionable, {
        path: _path + ".id",
        expected: "((string & MaxLength<256>) | undefined)",
        value: input.id
    }), undefined === input.exists || "boolean" === typeof input.exists || _report(_exceptionable, {
        path: _path + ".exists",
        expected: "(boolean | undefined)",
        value: input.exists
    }), undefined === input.enrollment || ("object" === typeof input.enrollment && null !== input.enrollment && false === Array.isArray(input.enrollment) || _report(_exceptionable, {
        path: _path + ".enrollment",
        expected: "(__type.o8 | undefined)",
        value: input.enrollment
    })) && _vo8(input.enrollment, _path + ".enrollment", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".enrollment",
        expected: "(__type.o8 | undefined)",
        value: input.enrollment
    }), 0 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map((key: any) => {
        if (["typeId", "id", "exists", "enrollment"].some((prop: any) => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every((flag: boolean) => flag))].every((flag: boolean) => flag); const _vo8 = (input: any, _path: string, _exceptionable: boolean = true): boolean => [undefined === input.id || "string" === typeof input.id && (input.id.length <= 256 || _report(_exceptionable, {
        path: _path + ".id",
        expected: "string & MaxLength<256>",
        value: input.id
    })) || _report(_exceptionable, {
        path: _path + ".id",
        expected: "((string & MaxLength<256>) | undefined)",
        value: input.id
    }), undefined === input.approved || "boolean" === typeof input.approved || _report(_exceptionable, {
        path: _path + ".approved",
        expected: "(boolean | undefined)",
        value: input.approved
    }), 0 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map((key: any) => {
        if (["id", "approved"].some((prop: any) => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every((flag: boolean) => flag))].every((flag: boolean) => flag); const _vo9 = (input: any, _path: string, _exceptionable: boolean = true): boolean => [undefined === input.presented || "boolean" === typeof input.presented || _report(_exceptionable, {
        path: _path + ".presented",
        expected: "(boolean | undefined)",
        value: input.presented
    }), undefined === input.leaf || "string" === typeof input.leaf && (input.leaf.length <= 65536 || _report(_exceptionable, {
        path: _path + ".leaf",
        expected: "string & MaxLength<65536>",
        value: input.leaf
    })) || _report(_exceptionable, {
        path: _path + ".leaf",
        expected: "((string & MaxLength<65536>) | undefined)",
        value: input.leaf
    }), undefined === input.valid || "boolean" === typeof input.valid || _report(_exceptionable, {
        path: _path + ".valid",
        expected: "(boolean | undefined)",
        value: input.valid
    }), 0 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map((key: any) => {
        if (["presented", "leaf", "valid"].some((prop: any) => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every((flag: boolean) => flag))].every((flag: boolean) => flag); const _vo10 = (input: any, _path: string, _exceptionable: boolean = true): boolean => [undefined === input.username || "string" === typeof input.username && (input.username.length <= 256 || _report(_exceptionable, {
        path: _path + ".username",
        expected: "string & MaxLength<256>",
        value: input.username
    })) || _report(_exceptionable, {
        path: _path + ".username",
        expected: "((string & MaxLength<256>) | undefined)",
        value: input.username
    }), undefined === input.publickey || "string" === typeof input.publickey && (input.publickey.length <= 65536 || _report(_exceptionable, {
        path: _path + ".publickey",
        expected: "string & MaxLength<65536>",
        value: input.publickey
    })) || _report(_exceptionable, {
        path: _path + ".publickey",
        expected: "((string & MaxLength<65536>) | undefined)",
        value: input.publickey
    }), 0 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map((key: any) => {
        if (["username", "publickey"].some((prop: any) => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every((flag: boolean) => flag))].every((flag: boolean) => flag); const _vo11 = (input: any, _path: string, _exceptionable: boolean = true): boolean => ["string" === typeof input.issuer && (input.issuer.length <= 2048 || _report(_exceptionable, {
        path: _path + ".issuer",
        expected: "string & MaxLength<2048>",
        value: input.issuer
    })) || _report(_exceptionable, {
        path: _path + ".issuer",
        expected: "(string & MaxLength<2048>)",
        value: input.issuer
    }), undefined === input.audiences || (Array.isArray(input.audiences) || _report(_exceptionable, {
        path: _path + ".audiences",
        expected: "((Array<string & MaxLength<1024>> & MaxItems<64>) | undefined)",
        value: input.audiences
    })) && ((input.audiences.length <= 64 || _report(_exceptionable, {
        path: _path + ".audiences",
        expected: "Array<> & MaxItems<64>",
        value: input.audiences
    })) && input.audiences.map((elem: any, _index10: number) => "string" === typeof elem && (elem.length <= 1024 || _report(_exceptionable, {
        path: _path + ".audiences[" + _index10 + "]",
        expected: "string & MaxLength<1024>",
        value: elem
    })) || _report(_exceptionable, {
        path: _path + ".audiences[" + _index10 + "]",
        expected: "(string & MaxLength<1024>)",
        value: elem
    })).every((flag: boolean) => flag)) || _report(_exceptionable, {
        path: _path + ".audiences",
        expected: "((Array<string & MaxLength<1024>> & MaxItems<64>) | undefined)",
        value: input.audiences
    }), undefined === input.claims || ("object" === typeof input.claims && null !== input.claims && false === Array.isArray(input.claims) || _report(_exceptionable, {
        path: _path + ".claims",
        expected: "(Record<string, unknown> | undefined)",
        value: input.claims
    })) && _vo5(input.claims, _path + ".claims", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".claims",
        expected: "(Record<string, unknown> | undefined)",
        value: input.claims
    }), 1 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map((key: any) => {
        if (["issuer", "audiences", "claims"].some((prop: any) => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every((flag: boolean) => flag))].every((flag: boolean) => flag); const _vo12 = (input: any, _path: string, _exceptionable: boolean = true): boolean => [undefined === input.method || "string" === typeof input.method && (input.method.length <= 256 || _report(_exceptionable, {
        path: _path + ".method",
        expected: "string & MaxLength<256>",
        value: input.method
    })) || _report(_exceptionable, {
        path: _path + ".method",
        expected: "((string & MaxLength<256>) | undefined)",
        value: input.method
    }), undefined === input.toolCall || ("object" === typeof input.toolCall && null !== input.toolCall && false === Array.isArray(input.toolCall) || _report(_exceptionable, {
        path: _path + ".toolCall",
        expected: "(__type.o21 | undefined)",
        value: input.toolCall
    })) && _vo13(input.toolCall, _path + ".toolCall", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".toolCall",
        expected: "(__type.o21 | undefined)",
        value: input.toolCall
    }), 0 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map((key: any) => {
        if (["method", "toolCall"].some((prop: any) => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every((flag: boolean) => flag))].every((flag: boolean) => flag); const _vo13 = (input: any, _path: string, _exceptionable: boolean = true): boolean => [undefined === input.name || "string" === typeof input.name && (input.name.length <= 256 || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string & MaxLength<256>",
        value: input.name
    })) || _report(_exceptionable, {
        path: _path + ".name",
        expected: "((string & MaxLength<256>) | undefined)",
        value: input.name
    }), 0 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map((key: any) => {
        if (["name"].some((prop: any) => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every((flag: boolean) => flag))].every((flag: boolean) => flag); const _vo14 = (input: any, _path: string, _exceptionable: boolean = true): boolean => ["string" === typeof input.policyId && (1 <= input.policyId.length || _report(_exceptionable, {
        path: _path + ".policyId",
        expected: "string & MinLength<1>",
        value: input.policyId
    })) && (input.policyId.length <= 64 || _report(_exceptionable, {
        path: _path + ".policyId",
        expected: "string & MaxLength<64>",
        value: input.policyId
    })) || _report(_exceptionable, {
        path: _path + ".policyId",
        expected: "(string & MinLength<1> & MaxLength<64>)",
        value: input.policyId
    }), "string" === typeof input.rule && (RegExp("^(/[^/]*)+$").test(input.rule) || _report(_exceptionable, {
        path: _path + ".rule",
        expected: "string & Pattern<\"^(/[^/]*)+$\">",
        value: input.rule
    })) && (input.rule.length <= 512 || _report(_exceptionable, {
        path: _path + ".rule",
        expected: "string & MaxLength<512>",
        value: input.rule
    })) || _report(_exceptionable, {
        path: _path + ".rule",
        expected: "(string & Pattern<\"^(/[^/]*)+$\"> & MaxLength<512>)",
        value: input.rule
    }), 2 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map((key: any) => {
        if (["policyId", "rule"].some((prop: any) => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every((flag: boolean) => flag))].every((flag: boolean) => flag); const __is = (input: any, _exceptionable: boolean = true): input is PolicyTestSuiteWrite => "object" === typeof input && null !== input && _io0(input, true); let errors: any; let _report: any; return __typia_transform__createStandardSchema._createStandardSchema((input: any): import("typia").IValidation<PolicyTestSuiteWrite> => {
    if (false === __is(input)) {
        errors = [];
        _report = (__typia_transform__validateReport._validateReport as any)(errors);
        ((input: any, _path: string, _exceptionable: boolean = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "PolicyTestSuiteWrite",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "PolicyTestSuiteWrite",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        } as any;
    }
    return {
        success: true,
        data: input
    } as any;
}); })();
export const validateReplayRequest = (() => { const _io0 = (input: any, _exceptionable: boolean = true): boolean => Array.isArray(input.lines) && (input.lines.length <= 100000 && input.lines.every((elem: any, _index1: number) => "string" === typeof elem && elem.length <= 65536)) && (1 === Object.keys(input).length || Object.keys(input).every((key: any) => {
    if (["lines"].some((prop: any) => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _vo0 = (input: any, _path: string, _exceptionable: boolean = true): boolean => [(Array.isArray(input.lines) || _report(_exceptionable, {
        path: _path + ".lines",
        expected: "(Array<string & MaxLength<65536>> & MaxItems<100000>)",
        value: input.lines
    })) && ((input.lines.length <= 100000 || _report(_exceptionable, {
        path: _path + ".lines",
        expected: "Array<> & MaxItems<100000>",
        value: input.lines
    })) && input.lines.map((elem: any, _index2: number) => "string" === typeof elem && (elem.length <= 65536 || _report(_exceptionable, {
        path: _path + ".lines[" + _index2 + "]",
        expected: "string & MaxLength<65536>",
        value: elem
    })) || _report(_exceptionable, {
        path: _path + ".lines[" + _index2 + "]",
        expected: "(string & MaxLength<65536>)",
        value: elem
    })).every((flag: boolean) => flag)) || _report(_exceptionable, {
        path: _path + ".lines",
        expected: "(Array<string & MaxLength<65536>> & MaxItems<100000>)",
        value: input.lines
    }), 1 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map((key: any) => {
        if (["lines"].some((prop: any) => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every((flag: boolean) => flag))].every((flag: boolean) => flag); const __is = (input: any, _exceptionable: boolean = true): input is ReplayRequest => "object" === typeof input && null !== input && _io0(input, true); let errors: any; let _report: any; return __typia_transform__createStandardSchema._createStandardSchema((input: any): import("typia").IValidation<ReplayRequest> => {
    if (false === __is(input)) {
        errors = [];
        _report = (__typia_transform__validateReport._validateReport as any)(errors);
        ((input: any, _path: string, _exceptionable: boolean = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "ReplayRequest",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "ReplayRequest",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        } as any;
    }
    return {
        success: true,
        data: input
    } as any;
}); })();
export const validateApprovalPolicyWrite = (() => { const _io0 = (input: any, _exceptionable: boolean = true): boolean => "number" === typeof input.required && (__typia_transform__isTypeUint32._isTypeUint32(input.required) && input.required <= 10) && (undefined === input.approverRoles || Array.isArray(input.approverRoles) && (1 <= input.approverRoles.length && input.approverRoles.length <= 4 && input.approverRoles.every((elem: any, _index1: number) => "owner" === elem || "admin" === elem || "auditor" === elem || "member" === elem))) && (undefined === input.requireTestsPass || "boolean" === typeof input.requireTestsPass) && (undefined === input.rules || Array.isArray(input.rules) && (input.rules.length <= 20 && input.rules.every((elem: any, _index2: number) => "object" === typeof elem && null !== elem && _io1(elem, true && _exceptionable)))) && (1 === Object.keys(input).length || Object.keys(input).every((key: any) => {
    if (["required", "approverRoles", "requireTestsPass", "rules"].some((prop: any) => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _io1 = (input: any, _exceptionable: boolean = true): boolean => (undefined === input.name || "string" === typeof input.name && input.name.length <= 128) && (undefined === input.originatorIds || Array.isArray(input.originatorIds) && (1 <= input.originatorIds.length && input.originatorIds.length <= 32 && input.originatorIds.every((elem: any, _index3: number) => "string" === typeof elem && (1 <= elem.length && elem.length <= 256)))) && (undefined === input.entityTypes || Array.isArray(input.entityTypes) && (1 <= input.entityTypes.length && input.entityTypes.length <= 6 && input.entityTypes.every((elem: any, _index4: number) => "key_pair" === elem || "policy" === elem || "route" === elem || "settings" === elem || "service_account" === elem || "policy_test_suite" === elem))) && ("number" === typeof input.required && (__typia_transform__isTypeUint32._isTypeUint32(input.required) && input.required <= 10)) && (1 === Object.keys(input).length || Object.keys(input).every((key: any) => {
    if (["name", "originatorIds", "entityTypes", "required"].some((prop: any) => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _vo0 = (input: any, _path: string, _exceptionable: boolean = true): boolean => ["number" === typeof input.required && (__typia_transform__isTypeUint32._isTypeUint32(input.required) || _report(_exceptionable, {
        path: _path + ".required",
        expected: "number & Type<\"uint32\">",
        value: input.required
    })) && (input.required <= 10 || _report(_exceptionable, {
        path: _path + ".required",
        expected: "number & Maximum<10>",
        value: input.required
    })) || _report(_exceptionable, {
        path: _path + ".required",
        expected: "(number & Type<\"uint32\"> & Maximum<10>)",
        value: input.required
    }), undefined === input.approverRoles || (Array.isArray(input.approverRoles) || _report(_exceptionable, {
        path: _path + ".approverRoles",
        expected: "((Array<OrganizationRole> & MinItems<1> & MaxItems<4>) | undefined)",
        value: input.approverRoles
    })) && ((1 <= input.approverRoles.length || _report(_exceptionable, {
        path: _path + ".approverRoles",
        expected: "Array<> & MinItems<1>",
        value: input.approverRoles
    })) && (input.approverRoles.length <= 4 || _report(_exceptionable, {
        path: _path + ".approverRoles",
        expected: "Array<> & MaxItems<4>",
        value: input.approverRoles
    })) && input.approverRoles.map((elem: any, _index5: number) => "owner" === elem || "admin" === elem || "auditor" === elem || "member" === elem || _report(_exceptionable, {
        path: _path + ".approverRoles[" + _index5 + "]",
        expected: "(\"admin\" | \"auditor\" | \"member\" | \"owner\")",
        value: elem
    })).every((flag: boolean) => flag)) || _report(_exceptionable, {
        path: _path + ".approverRoles",
        expected: "((Array<OrganizationRole> & MinItems<1> & MaxItems<4>) | undefined)",
        value: input.approverRoles
    }), undefined === input.requireTestsPass || "boolean" === typeof input.requireTestsPass || _report(_exceptionable, {
        path: _path + ".requireTestsPass",
        expected: "(boolean | undefined)",
        value: input.requireTestsPass
    }), undefined === input.rules || (Array.isArray(input.rules) || _report(_exceptionable, {
        path: _path + ".rules",
        expected: "((Array<ApprovalRule> & MaxItems<20>) | undefined)",
        value: input.rules
    })) && ((input.rules.length <= 20 || _report(_exceptionable, {
        path: _path + ".rules",
        expected: "Array<> & MaxItems<20>",
        value: input.rules
    })) && input.rules.map((elem: any, _index6: number) => ("object" === typeof elem && null !== elem || _report(_exceptionable, {
        path: _path + ".rules[" + _index6 + "]",
        expected: "ApprovalRule",
        value: elem
    })) && _vo1(elem, _path + ".rules[" + _index6 + "]", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".rules[" + _index6 + "]",
        expected: "ApprovalRule",
        value: elem
    })).every((flag: boolean) => flag)) || _report(_exceptionable, {
        path: _path + ".rules",
        expected: "((Array<ApprovalRule> & MaxItems<20>) | undefined)",
        value: input.rules
    }), 1 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map((key: any) => {
        if (["required", "approverRoles", "requireTestsPass", "rules"].some((prop: any) => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every((flag: boolean) => flag))].every((flag: boolean) => flag); const _vo1 = (input: any, _path: string, _exceptionable: boolean = true): boolean => [undefined === input.name || "string" === typeof input.name && (input.name.length <= 128 || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string & MaxLength<128>",
        value: input.name
    })) || _report(_exceptionable, {
        path: _path + ".name",
        expected: "((string & MaxLength<128>) | undefined)",
        value: input.name
    }), undefined === input.originatorIds || (Array.isArray(input.originatorIds) || _report(_exceptionable, {
        path: _path + ".originatorIds",
        expected: "((Array<string & MinLength<1> & MaxLength<256>> & MinItems<1> & MaxItems<32>) | undefined)",
        value: input.originatorIds
    })) && ((1 <= input.originatorIds.length || _report(_exceptionable, {
        path: _path + ".originatorIds",
        expected: "Array<> & MinItems<1>",
        value: input.originatorIds
    })) && (input.originatorIds.length <= 32 || _report(_exceptionable, {
        path: _path + ".originatorIds",
        expected: "Array<> & MaxItems<32>",
        value: input.originatorIds
    })) && input.originatorIds.map((elem: any, _index7: number) => "string" === typeof elem && (1 <= elem.length || _report(_exceptionable, {
        path: _path + ".originatorIds[" + _index7 + "]",
        expected: "string & MinLength<1>",
        value: elem
    })) && (elem.length <= 256 || _report(_exceptionable, {
        path: _path + ".originatorIds[" + _index7 + "]",
        expected: "string & MaxLength<256>",
        value: elem
    })) || _report(_exceptionable, {
        path: _path + ".originatorIds[" + _index7 + "]",
        expected: "(string & MinLength<1> & MaxLength<256>)",
        value: elem
    })).every((flag: boolean) => flag)) || _report(_exceptionable, {
        path: _path + ".originatorIds",
        expected: "((Array<string & MinLength<1> & MaxLength<256>> & MinItems<1> & MaxItems<32>) | undefined)",
        value: input.originatorIds
    }), undefined === input.entityTypes || (Array.isArray(input.entityTypes) || _report(_exceptionable, {
        path: _path + ".entityTypes",
        expected: "((Array<ApprovalEntityType> & MinItems<1> & MaxItems<6>) | undefined)",
        value: input.entityTypes
    })) && ((1 <= input.entityTypes.length || _report(_exceptionable, {
        path: _path + ".entityTypes",
        expected: "Array<> & MinItems<1>",
        value: input.entityTypes
    })) && (input.entityTypes.length <= 6 || _report(_exceptionable, {
        path: _path + ".entityTypes",
        expected: "Array<> & MaxItems<6>",
        value: input.entityTypes
    })) && input.entityTypes.map((elem: any, _index8: number) => "key_pair" === elem || "policy" === elem || "route" === elem || "settings" === elem || "service_account" === elem || "policy_test_suite" === elem || _report(_exceptionable, {
        path: _path + ".entityTypes[" + _index8 + "]",
        expected: "(\"key_pair\" | \"policy\" | \"policy_test_suite\" | \"route\" | \"service_account\" | \"settings\")",
        value: elem
    })).every((flag: boolean) => flag)) || _report(_exceptionable, {
        path: _path + ".entityTypes",
        expected: "((Array<ApprovalEntityType> & MinItems<1> & MaxItems<6>) | undefined)",
        value: input.entityTypes
    }), "number" === typeof input.required && (__typia_transform__isTypeUint32._isTypeUint32(input.required) || _report(_exceptionable, {
        path: _path + ".required",
        expected: "number & Type<\"uint32\">",
        value: input.required
    })) && (input.required <= 10 || _report(_exceptionable, {
        path: _path + ".required",
        expected: "number & Maximum<10>",
        value: input.required
    })) || _report(_exceptionable, {
        path: _path + ".required",
        expected: "(number & Type<\"uint32\"> & Maximum<10>)",
        value: input.required
    }), 1 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map((key: any) => {
        if (["name", "originatorIds", "entityTypes", "required"].some((prop: any) => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every((flag: boolean) => flag))].every((flag: boolean) => flag); const __is = (input: any, _exceptionable: boolean = true): input is ApprovalPolicyWrite => "object" === typeof input && null !== input && _io0(input, true); let errors: any; let _report: any; return __typia_transform__createStandardSchema._createStandardSchema((input: any): import("typia").IValidation<ApprovalPolicyWrite> => {
    if (false === __is(input)) {
        errors = [];
        _report = (__typia_transform__validateReport._validateReport as any)(errors);
        ((input: any, _path: string, _exceptionable: boolean = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "ApprovalPolicyWrite",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "ApprovalPolicyWrite",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        } as any;
    }
    return {
        success: true,
        data: input
    } as any;
}); })();
export const validateApplyRequest = (() => { const _io0 = (input: any, _exceptionable: boolean = true): boolean => (undefined === input.breakGlass || "object" === typeof input.breakGlass && null !== input.breakGlass && _io1(input.breakGlass, true && _exceptionable)) && (0 === Object.keys(input).length || Object.keys(input).every((key: any) => {
    if (["breakGlass"].some((prop: any) => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _io1 = (input: any, _exceptionable: boolean = true): boolean => "string" === typeof input.reason && (1 <= input.reason.length && input.reason.length <= 1024) && (1 === Object.keys(input).length || Object.keys(input).every((key: any) => {
    if (["reason"].some((prop: any) => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _vo0 = (input: any, _path: string, _exceptionable: boolean = true): boolean => [undefined === input.breakGlass || ("object" === typeof input.breakGlass && null !== input.breakGlass || _report(_exceptionable, {
        path: _path + ".breakGlass",
        expected: "(__type | undefined)",
        value: input.breakGlass
    })) && _vo1(input.breakGlass, _path + ".breakGlass", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".breakGlass",
        expected: "(__type | undefined)",
        value: input.breakGlass
    }), 0 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map((key: any) => {
        if (["breakGlass"].some((prop: any) => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every((flag: boolean) => flag))].every((flag: boolean) => flag); const _vo1 = (input: any, _path: string, _exceptionable: boolean = true): boolean => ["string" === typeof input.reason && (1 <= input.reason.length || _report(_exceptionable, {
        path: _path + ".reason",
        expected: "string & MinLength<1>",
        value: input.reason
    })) && (input.reason.length <= 1024 || _report(_exceptionable, {
        path: _path + ".reason",
        expected: "string & MaxLength<1024>",
        value: input.reason
    })) || _report(_exceptionable, {
        path: _path + ".reason",
        expected: "(string & MinLength<1> & MaxLength<1024>)",
        value: input.reason
    }), 1 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map((key: any) => {
        if (["reason"].some((prop: any) => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every((flag: boolean) => flag))].every((flag: boolean) => flag); const __is = (input: any, _exceptionable: boolean = true): input is ApplyRequest => "object" === typeof input && null !== input && false === Array.isArray(input) && _io0(input, true); let errors: any; let _report: any; return __typia_transform__createStandardSchema._createStandardSchema((input: any): import("typia").IValidation<ApplyRequest> => {
    if (false === __is(input)) {
        errors = [];
        _report = (__typia_transform__validateReport._validateReport as any)(errors);
        ((input: any, _path: string, _exceptionable: boolean = true) => ("object" === typeof input && null !== input && false === Array.isArray(input) || _report(true, {
            path: _path + "",
            expected: "ApplyRequest",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "ApplyRequest",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        } as any;
    }
    return {
        success: true,
        data: input
    } as any;
}); })();
/** The list query as an object (services called directly); the HTTP layer decodes it with the query validator. */
export const validateServiceAccountPage = (() => { const _io0 = (input: any, _exceptionable: boolean = true): boolean => (undefined === input.offset || "number" === typeof input.offset && __typia_transform__isTypeUint32._isTypeUint32(input.offset)) && (undefined === input.limit || "number" === typeof input.limit && (__typia_transform__isTypeUint64._isTypeUint64(input.limit) && 1 <= input.limit)) && (0 === Object.keys(input).length || Object.keys(input).every((key: any) => {
    if (["offset", "limit"].some((prop: any) => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _vo0 = (input: any, _path: string, _exceptionable: boolean = true): boolean => [undefined === input.offset || "number" === typeof input.offset && (__typia_transform__isTypeUint32._isTypeUint32(input.offset) || _report(_exceptionable, {
        path: _path + ".offset",
        expected: "number & Type<\"uint32\">",
        value: input.offset
    })) || _report(_exceptionable, {
        path: _path + ".offset",
        expected: "((number & Type<\"uint32\">) | undefined)",
        value: input.offset
    }), undefined === input.limit || "number" === typeof input.limit && (__typia_transform__isTypeUint64._isTypeUint64(input.limit) || _report(_exceptionable, {
        path: _path + ".limit",
        expected: "number & Type<\"uint64\">",
        value: input.limit
    })) && (1 <= input.limit || _report(_exceptionable, {
        path: _path + ".limit",
        expected: "number & Minimum<1>",
        value: input.limit
    })) || _report(_exceptionable, {
        path: _path + ".limit",
        expected: "((number & Type<\"uint64\"> & Minimum<1>) | undefined)",
        value: input.limit
    }), 0 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map((key: any) => {
        if (["offset", "limit"].some((prop: any) => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every((flag: boolean) => flag))].every((flag: boolean) => flag); const __is = (input: any, _exceptionable: boolean = true): input is ServiceAccountListQuery => "object" === typeof input && null !== input && false === Array.isArray(input) && _io0(input, true); let errors: any; let _report: any; return __typia_transform__createStandardSchema._createStandardSchema((input: any): import("typia").IValidation<ServiceAccountListQuery> => {
    if (false === __is(input)) {
        errors = [];
        _report = (__typia_transform__validateReport._validateReport as any)(errors);
        ((input: any, _path: string, _exceptionable: boolean = true) => ("object" === typeof input && null !== input && false === Array.isArray(input) || _report(true, {
            path: _path + "",
            expected: "ServiceAccountListQuery",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "ServiceAccountListQuery",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        } as any;
    }
    return {
        success: true,
        data: input
    } as any;
}); })();
export const validateConfigListQuery = (() => { const _io0 = (input: any): boolean => "string" === typeof input.namespaceId && 1 <= input.namespaceId.length && (undefined === input.includeDescendants || "boolean" === typeof input.includeDescendants) && (undefined === input.offset || "number" === typeof input.offset && __typia_transform__isTypeUint32._isTypeUint32(input.offset)) && (undefined === input.limit || "number" === typeof input.limit && (__typia_transform__isTypeUint64._isTypeUint64(input.limit) && 1 <= input.limit)) && (undefined === input.orderBy || "string" === typeof input.orderBy && input.orderBy.length <= 256) && (undefined === input.filter || "string" === typeof input.filter && input.filter.length <= 16384); const _vo0 = (input: any, _path: string, _exceptionable: boolean = true): boolean => ["string" === typeof input.namespaceId && (1 <= input.namespaceId.length || _report(_exceptionable, {
        path: _path + ".namespaceId",
        expected: "string & MinLength<1>",
        value: input.namespaceId
    })) || _report(_exceptionable, {
        path: _path + ".namespaceId",
        expected: "(string & MinLength<1>)",
        value: input.namespaceId
    }), undefined === input.includeDescendants || "boolean" === typeof input.includeDescendants || _report(_exceptionable, {
        path: _path + ".includeDescendants",
        expected: "(boolean | undefined)",
        value: input.includeDescendants
    }), undefined === input.offset || "number" === typeof input.offset && (__typia_transform__isTypeUint32._isTypeUint32(input.offset) || _report(_exceptionable, {
        path: _path + ".offset",
        expected: "number & Type<\"uint32\">",
        value: input.offset
    })) || _report(_exceptionable, {
        path: _path + ".offset",
        expected: "((number & Type<\"uint32\">) | undefined)",
        value: input.offset
    }), undefined === input.limit || "number" === typeof input.limit && (__typia_transform__isTypeUint64._isTypeUint64(input.limit) || _report(_exceptionable, {
        path: _path + ".limit",
        expected: "number & Type<\"uint64\">",
        value: input.limit
    })) && (1 <= input.limit || _report(_exceptionable, {
        path: _path + ".limit",
        expected: "number & Minimum<1>",
        value: input.limit
    })) || _report(_exceptionable, {
        path: _path + ".limit",
        expected: "((number & Type<\"uint64\"> & Minimum<1>) | undefined)",
        value: input.limit
    }), undefined === input.orderBy || "string" === typeof input.orderBy && (input.orderBy.length <= 256 || _report(_exceptionable, {
        path: _path + ".orderBy",
        expected: "string & MaxLength<256>",
        value: input.orderBy
    })) || _report(_exceptionable, {
        path: _path + ".orderBy",
        expected: "((string & MaxLength<256>) | undefined)",
        value: input.orderBy
    }), undefined === input.filter || "string" === typeof input.filter && (input.filter.length <= 16384 || _report(_exceptionable, {
        path: _path + ".filter",
        expected: "string & MaxLength<16384>",
        value: input.filter
    })) || _report(_exceptionable, {
        path: _path + ".filter",
        expected: "((string & MaxLength<16384>) | undefined)",
        value: input.filter
    })].every((flag: boolean) => flag); const __is = (input: any): input is ConfigListQuery => "object" === typeof input && null !== input && _io0(input); let errors: any; let _report: any; const __validate = (input: any): import("typia").IValidation<ConfigListQuery> => {
    if (false === __is(input)) {
        errors = [];
        _report = (__typia_transform__validateReport._validateReport as any)(errors);
        ((input: any, _path: string, _exceptionable: boolean = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "ConfigListQuery",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "ConfigListQuery",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        } as any;
    }
    return {
        success: true,
        data: input
    } as any;
}; const __decode = (input: string | import("typia").IReadableURLSearchParams): import("typia").Resolved<ConfigListQuery> => {
    input = __typia_transform__httpQueryParseURLSearchParams._httpQueryParseURLSearchParams(input) as import("typia").IReadableURLSearchParams;
    const output = {
        namespaceId: __typia_transform__httpQueryReadString._httpQueryReadString(input.get("namespaceId")),
        includeDescendants: __typia_transform__httpQueryReadBoolean._httpQueryReadBoolean(input.get("includeDescendants")) ?? undefined,
        offset: __typia_transform__httpQueryReadNumber._httpQueryReadNumber(input.get("offset")) ?? undefined,
        limit: __typia_transform__httpQueryReadNumber._httpQueryReadNumber(input.get("limit")) ?? undefined,
        orderBy: __typia_transform__httpQueryReadString._httpQueryReadString(input.get("orderBy")) ?? undefined,
        filter: __typia_transform__httpQueryReadString._httpQueryReadString(input.get("filter")) ?? undefined
    };
    return output as any;
}; return (input: string | import("typia").IReadableURLSearchParams): import("typia").IValidation<import("typia").Resolved<ConfigListQuery>> => __validate(__decode(input)); })();
export const validateUserListQuery = (() => { const _io0 = (input: any): boolean => undefined === input.userType || "user_type_interactive" === input.userType || "user_type_api_access" === input.userType; const _vo0 = (input: any, _path: string, _exceptionable: boolean = true): boolean => [undefined === input.userType || "user_type_interactive" === input.userType || "user_type_api_access" === input.userType || _report(_exceptionable, {
        path: _path + ".userType",
        expected: "(\"user_type_api_access\" | \"user_type_interactive\" | undefined)",
        value: input.userType
    })].every((flag: boolean) => flag); const __is = (input: any): input is UserListQuery => "object" === typeof input && null !== input && false === Array.isArray(input) && _io0(input); let errors: any; let _report: any; const __validate = (input: any): import("typia").IValidation<UserListQuery> => {
    if (false === __is(input)) {
        errors = [];
        _report = (__typia_transform__validateReport._validateReport as any)(errors);
        ((input: any, _path: string, _exceptionable: boolean = true) => ("object" === typeof input && null !== input && false === Array.isArray(input) || _report(true, {
            path: _path + "",
            expected: "UserListQuery",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "UserListQuery",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        } as any;
    }
    return {
        success: true,
        data: input
    } as any;
}; const __decode = (input: string | import("typia").IReadableURLSearchParams): import("typia").Resolved<UserListQuery> => {
    input = __typia_transform__httpQueryParseURLSearchParams._httpQueryParseURLSearchParams(input) as import("typia").IReadableURLSearchParams;
    const output = {
        userType: __typia_transform__httpQueryReadString._httpQueryReadString(input.get("userType")) ?? undefined
    };
    return output as any;
}; return (input: string | import("typia").IReadableURLSearchParams): import("typia").IValidation<import("typia").Resolved<UserListQuery>> => __validate(__decode(input)); })();
export const validateQuotasQuery = (() => { const _io0 = (input: any): boolean => undefined === input.namespaceId || "string" === typeof input.namespaceId && (1 <= input.namespaceId.length && input.namespaceId.length <= 64); const _vo0 = (input: any, _path: string, _exceptionable: boolean = true): boolean => [undefined === input.namespaceId || "string" === typeof input.namespaceId && (1 <= input.namespaceId.length || _report(_exceptionable, {
        path: _path + ".namespaceId",
        expected: "string & MinLength<1>",
        value: input.namespaceId
    })) && (input.namespaceId.length <= 64 || _report(_exceptionable, {
        path: _path + ".namespaceId",
        expected: "string & MaxLength<64>",
        value: input.namespaceId
    })) || _report(_exceptionable, {
        path: _path + ".namespaceId",
        expected: "((string & MinLength<1> & MaxLength<64>) | undefined)",
        value: input.namespaceId
    })].every((flag: boolean) => flag); const __is = (input: any): input is QuotasQuery => "object" === typeof input && null !== input && false === Array.isArray(input) && _io0(input); let errors: any; let _report: any; const __validate = (input: any): import("typia").IValidation<QuotasQuery> => {
    if (false === __is(input)) {
        errors = [];
        _report = (__typia_transform__validateReport._validateReport as any)(errors);
        ((input: any, _path: string, _exceptionable: boolean = true) => ("object" === typeof input && null !== input && false === Array.isArray(input) || _report(true, {
            path: _path + "",
            expected: "QuotasQuery",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "QuotasQuery",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        } as any;
    }
    return {
        success: true,
        data: input
    } as any;
}; const __decode = (input: string | import("typia").IReadableURLSearchParams): import("typia").Resolved<QuotasQuery> => {
    input = __typia_transform__httpQueryParseURLSearchParams._httpQueryParseURLSearchParams(input) as import("typia").IReadableURLSearchParams;
    const output = {
        namespaceId: __typia_transform__httpQueryReadString._httpQueryReadString(input.get("namespaceId")) ?? undefined
    };
    return output as any;
}; return (input: string | import("typia").IReadableURLSearchParams): import("typia").IValidation<import("typia").Resolved<QuotasQuery>> => __validate(__decode(input)); })();
export const validateServiceAccountListQuery = (() => { const _io0 = (input: any): boolean => (undefined === input.offset || "number" === typeof input.offset && __typia_transform__isTypeUint32._isTypeUint32(input.offset)) && (undefined === input.limit || "number" === typeof input.limit && (__typia_transform__isTypeUint64._isTypeUint64(input.limit) && 1 <= input.limit)); const _vo0 = (input: any, _path: string, _exceptionable: boolean = true): boolean => [undefined === input.offset || "number" === typeof input.offset && (__typia_transform__isTypeUint32._isTypeUint32(input.offset) || _report(_exceptionable, {
        path: _path + ".offset",
        expected: "number & Type<\"uint32\">",
        value: input.offset
    })) || _report(_exceptionable, {
        path: _path + ".offset",
        expected: "((number & Type<\"uint32\">) | undefined)",
        value: input.offset
    }), undefined === input.limit || "number" === typeof input.limit && (__typia_transform__isTypeUint64._isTypeUint64(input.limit) || _report(_exceptionable, {
        path: _path + ".limit",
        expected: "number & Type<\"uint64\">",
        value: input.limit
    })) && (1 <= input.limit || _report(_exceptionable, {
        path: _path + ".limit",
        expected: "number & Minimum<1>",
        value: input.limit
    })) || _report(_exceptionable, {
        path: _path + ".limit",
        expected: "((number & Type<\"uint64\"> & Minimum<1>) | undefined)",
        value: input.limit
    })].every((flag: boolean) => flag); const __is = (input: any): input is ServiceAccountListQuery => "object" === typeof input && null !== input && false === Array.isArray(input) && _io0(input); let errors: any; let _report: any; const __validate = (input: any): import("typia").IValidation<ServiceAccountListQuery> => {
    if (false === __is(input)) {
        errors = [];
        _report = (__typia_transform__validateReport._validateReport as any)(errors);
        ((input: any, _path: string, _exceptionable: boolean = true) => ("object" === typeof input && null !== input && false === Array.isArray(input) || _report(true, {
            path: _path + "",
            expected: "ServiceAccountListQuery",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "ServiceAccountListQuery",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        } as any;
    }
    return {
        success: true,
        data: input
    } as any;
}; const __decode = (input: string | import("typia").IReadableURLSearchParams): import("typia").Resolved<ServiceAccountListQuery> => {
    input = __typia_transform__httpQueryParseURLSearchParams._httpQueryParseURLSearchParams(input) as import("typia").IReadableURLSearchParams;
    const output = {
        offset: __typia_transform__httpQueryReadNumber._httpQueryReadNumber(input.get("offset")) ?? undefined,
        limit: __typia_transform__httpQueryReadNumber._httpQueryReadNumber(input.get("limit")) ?? undefined
    };
    return output as any;
}; return (input: string | import("typia").IReadableURLSearchParams): import("typia").IValidation<import("typia").Resolved<ServiceAccountListQuery>> => __validate(__decode(input)); })();
export const validateChangesetListQuery = (() => { const _io0 = (input: any): boolean => (undefined === input.clusterId || "string" === typeof input.clusterId) && (undefined === input.status || "pending" === input.status || "applying" === input.status || "applied" === input.status || "failed" === input.status || "current" === input.status || "rejected" === input.status) && (undefined === input.offset || "number" === typeof input.offset && __typia_transform__isTypeUint32._isTypeUint32(input.offset)) && (undefined === input.limit || "number" === typeof input.limit && (__typia_transform__isTypeUint64._isTypeUint64(input.limit) && 1 <= input.limit)) && (undefined === input.orderBy || "string" === typeof input.orderBy && input.orderBy.length <= 256) && (undefined === input.filter || "string" === typeof input.filter && input.filter.length <= 16384); const _vo0 = (input: any, _path: string, _exceptionable: boolean = true): boolean => [undefined === input.clusterId || "string" === typeof input.clusterId || _report(_exceptionable, {
        path: _path + ".clusterId",
        expected: "(string | undefined)",
        value: input.clusterId
    }), undefined === input.status || "pending" === input.status || "applying" === input.status || "applied" === input.status || "failed" === input.status || "current" === input.status || "rejected" === input.status || _report(_exceptionable, {
        path: _path + ".status",
        expected: "(\"applied\" | \"applying\" | \"current\" | \"failed\" | \"pending\" | \"rejected\" | undefined)",
        value: input.status
    }), undefined === input.offset || "number" === typeof input.offset && (__typia_transform__isTypeUint32._isTypeUint32(input.offset) || _report(_exceptionable, {
        path: _path + ".offset",
        expected: "number & Type<\"uint32\">",
        value: input.offset
    })) || _report(_exceptionable, {
        path: _path + ".offset",
        expected: "((number & Type<\"uint32\">) | undefined)",
        value: input.offset
    }), undefined === input.limit || "number" === typeof input.limit && (__typia_transform__isTypeUint64._isTypeUint64(input.limit) || _report(_exceptionable, {
        path: _path + ".limit",
        expected: "number & Type<\"uint64\">",
        value: input.limit
    })) && (1 <= input.limit || _report(_exceptionable, {
        path: _path + ".limit",
        expected: "number & Minimum<1>",
        value: input.limit
    })) || _report(_exceptionable, {
        path: _path + ".limit",
        expected: "((number & Type<\"uint64\"> & Minimum<1>) | undefined)",
        value: input.limit
    }), undefined === input.orderBy || "string" === typeof input.orderBy && (input.orderBy.length <= 256 || _report(_exceptionable, {
        path: _path + ".orderBy",
        expected: "string & MaxLength<256>",
        value: input.orderBy
    })) || _report(_exceptionable, {
        path: _path + ".orderBy",
        expected: "((string & MaxLength<256>) | undefined)",
        value: input.orderBy
    }), undefined === input.filter || "string" === typeof input.filter && (input.filter.length <= 16384 || _report(_exceptionable, {
        path: _path + ".filter",
        expected: "string & MaxLength<16384>",
        value: input.filter
    })) || _report(_exceptionable, {
        path: _path + ".filter",
        expected: "((string & MaxLength<16384>) | undefined)",
        value: input.filter
    })].every((flag: boolean) => flag); const __is = (input: any): input is ChangesetListQuery => "object" === typeof input && null !== input && false === Array.isArray(input) && _io0(input); let errors: any; let _report: any; const __validate = (input: any): import("typia").IValidation<ChangesetListQuery> => {
    if (false === __is(input)) {
        errors = [];
        _report = (__typia_transform__validateReport._validateReport as any)(errors);
        ((input: any, _path: string, _exceptionable: boolean = true) => ("object" === typeof input && null !== input && false === Array.isArray(input) || _report(true, {
            path: _path + "",
            expected: "ChangesetListQuery",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "ChangesetListQuery",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        } as any;
    }
    return {
        success: true,
        data: input
    } as any;
}; const __decode = (input: string | import("typia").IReadableURLSearchParams): import("typia").Resolved<ChangesetListQuery> => {
    input = __typia_transform__httpQueryParseURLSearchParams._httpQueryParseURLSearchParams(input) as import("typia").IReadableURLSearchParams;
    const output = {
        clusterId: __typia_transform__httpQueryReadString._httpQueryReadString(input.get("clusterId")) ?? undefined,
        status: __typia_transform__httpQueryReadString._httpQueryReadString(input.get("status")) ?? undefined,
        offset: __typia_transform__httpQueryReadNumber._httpQueryReadNumber(input.get("offset")) ?? undefined,
        limit: __typia_transform__httpQueryReadNumber._httpQueryReadNumber(input.get("limit")) ?? undefined,
        orderBy: __typia_transform__httpQueryReadString._httpQueryReadString(input.get("orderBy")) ?? undefined,
        filter: __typia_transform__httpQueryReadString._httpQueryReadString(input.get("filter")) ?? undefined
    };
    return output as any;
}; return (input: string | import("typia").IReadableURLSearchParams): import("typia").IValidation<import("typia").Resolved<ChangesetListQuery>> => __validate(__decode(input)); })();
export const validateChangesetCompareQuery = (() => { const _io0 = (input: any): boolean => "string" === typeof input.clusterId && 1 <= input.clusterId.length && (undefined === input.firstId || "string" === typeof input.firstId) && (undefined === input.secondId || "string" === typeof input.secondId); const _vo0 = (input: any, _path: string, _exceptionable: boolean = true): boolean => ["string" === typeof input.clusterId && (1 <= input.clusterId.length || _report(_exceptionable, {
        path: _path + ".clusterId",
        expected: "string & MinLength<1>",
        value: input.clusterId
    })) || _report(_exceptionable, {
        path: _path + ".clusterId",
        expected: "(string & MinLength<1>)",
        value: input.clusterId
    }), undefined === input.firstId || "string" === typeof input.firstId || _report(_exceptionable, {
        path: _path + ".firstId",
        expected: "(string | undefined)",
        value: input.firstId
    }), undefined === input.secondId || "string" === typeof input.secondId || _report(_exceptionable, {
        path: _path + ".secondId",
        expected: "(string | undefined)",
        value: input.secondId
    })].every((flag: boolean) => flag); const __is = (input: any): input is ChangesetCompareQuery => "object" === typeof input && null !== input && _io0(input); let errors: any; let _report: any; const __validate = (input: any): import("typia").IValidation<ChangesetCompareQuery> => {
    if (false === __is(input)) {
        errors = [];
        _report = (__typia_transform__validateReport._validateReport as any)(errors);
        ((input: any, _path: string, _exceptionable: boolean = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "ChangesetCompareQuery",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "ChangesetCompareQuery",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        } as any;
    }
    return {
        success: true,
        data: input
    } as any;
}; const __decode = (input: string | import("typia").IReadableURLSearchParams): import("typia").Resolved<ChangesetCompareQuery> => {
    input = __typia_transform__httpQueryParseURLSearchParams._httpQueryParseURLSearchParams(input) as import("typia").IReadableURLSearchParams;
    const output = {
        clusterId: __typia_transform__httpQueryReadString._httpQueryReadString(input.get("clusterId")),
        firstId: __typia_transform__httpQueryReadString._httpQueryReadString(input.get("firstId")) ?? undefined,
        secondId: __typia_transform__httpQueryReadString._httpQueryReadString(input.get("secondId")) ?? undefined
    };
    return output as any;
}; return (input: string | import("typia").IReadableURLSearchParams): import("typia").IValidation<import("typia").Resolved<ChangesetCompareQuery>> => __validate(__decode(input)); })();
export const validateActivityListQuery = (() => { const _iv1 = new Set(["changeset", "custom_domain", "domain", "feature_flag", "key_pair", "namespace", "organization", "policy", "route", "settings", "service_account", "policy_test_suite"]); const _vv2 = new Set(["changeset", "custom_domain", "domain", "feature_flag", "key_pair", "namespace", "organization", "policy", "route", "settings", "service_account", "policy_test_suite"]); const _io0 = (input: any): boolean => (undefined === input.activityType || "create" === input.activityType || "delete" === input.activityType || "update" === input.activityType) && (undefined === input.entityId || "string" === typeof input.entityId) && (undefined === input.entityType || true === _iv1.has(input.entityType)) && (undefined === input.changesetId || "string" === typeof input.changesetId) && (undefined === input.namespaceId || "string" === typeof input.namespaceId) && (undefined === input.userId || "string" === typeof input.userId) && (undefined === input.offset || "number" === typeof input.offset && __typia_transform__isTypeUint32._isTypeUint32(input.offset)) && (undefined === input.limit || "number" === typeof input.limit && (__typia_transform__isTypeUint64._isTypeUint64(input.limit) && 1 <= input.limit)) && (undefined === input.orderBy || "string" === typeof input.orderBy && input.orderBy.length <= 256) && (undefined === input.filter || "string" === typeof input.filter && input.filter.length <= 16384); const _vo0 = (input: any, _path: string, _exceptionable: boolean = true): boolean => [undefined === input.activityType || "create" === input.activityType || "delete" === input.activityType || "update" === input.activityType || _report(_exceptionable, {
        path: _path + ".activityType",
        expected: "(\"create\" | \"delete\" | \"update\" | undefined)",
        value: input.activityType
    }), undefined === input.entityId || "string" === typeof input.entityId || _report(_exceptionable, {
        path: _path + ".entityId",
        expected: "(string | undefined)",
        value: input.entityId
    }), undefined === input.entityType || true === _vv2.has(input.entityType) || _report(_exceptionable, {
        path: _path + ".entityType",
        expected: "(\"changeset\" | \"custom_domain\" | \"domain\" | \"feature_flag\" | \"key_pair\" | \"namespace\" | \"organization\" | \"policy\" | \"policy_test_suite\" | \"route\" | \"service_account\" | \"settings\" | undefined)",
        value: input.entityType
    }), undefined === input.changesetId || "string" === typeof input.changesetId || _report(_exceptionable, {
        path: _path + ".changesetId",
        expected: "(string | undefined)",
        value: input.changesetId
    }), undefined === input.namespaceId || "string" === typeof input.namespaceId || _report(_exceptionable, {
        path: _path + ".namespaceId",
        expected: "(string | undefined)",
        value: input.namespaceId
    }), undefined === input.userId || "string" === typeof input.userId || _report(_exceptionable, {
        path: _path + ".userId",
        expected: "(string | undefined)",
        value: input.userId
    }), undefined === input.offset || "number" === typeof input.offset && (__typia_transform__isTypeUint32._isTypeUint32(input.offset) || _report(_exceptionable, {
        path: _path + ".offset",
        expected: "number & Type<\"uint32\">",
        value: input.offset
    })) || _report(_exceptionable, {
        path: _path + ".offset",
        expected: "((number & Type<\"uint32\">) | undefined)",
        value: input.offset
    }), undefined === input.limit || "number" === typeof input.limit && (__typia_transform__isTypeUint64._isTypeUint64(input.limit) || _report(_exceptionable, {
        path: _path + ".limit",
        expected: "number & Type<\"uint64\">",
        value: input.limit
    })) && (1 <= input.limit || _report(_exceptionable, {
        path: _path + ".limit",
        expected: "number & Minimum<1>",
        value: input.limit
    })) || _report(_exceptionable, {
        path: _path + ".limit",
        expected: "((number & Type<\"uint64\"> & Minimum<1>) | undefined)",
        value: input.limit
    }), undefined === input.orderBy || "string" === typeof input.orderBy && (input.orderBy.length <= 256 || _report(_exceptionable, {
        path: _path + ".orderBy",
        expected: "string & MaxLength<256>",
        value: input.orderBy
    })) || _report(_exceptionable, {
        path: _path + ".orderBy",
        expected: "((string & MaxLength<256>) | undefined)",
        value: input.orderBy
    }), undefined === input.filter || "string" === typeof input.filter && (input.filter.length <= 16384 || _report(_exceptionable, {
        path: _path + ".filter",
        expected: "string & MaxLength<16384>",
        value: input.filter
    })) || _report(_exceptionable, {
        path: _path + ".filter",
        expected: "((string & MaxLength<16384>) | undefined)",
        value: input.filter
    })].every((flag: boolean) => flag); const __is = (input: any): input is ActivityListQuery => "object" === typeof input && null !== input && false === Array.isArray(input) && _io0(input); let errors: any; let _report: any; const __validate = (input: any): import("typia").IValidation<ActivityListQuery> => {
    if (false === __is(input)) {
        errors = [];
        _report = (__typia_transform__validateReport._validateReport as any)(errors);
        ((input: any, _path: string, _exceptionable: boolean = true) => ("object" === typeof input && null !== input && false === Array.isArray(input) || _report(true, {
            path: _path + "",
            expected: "ActivityListQuery",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "ActivityListQuery",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        } as any;
    }
    return {
        success: true,
        data: input
    } as any;
}; const __decode = (input: string | import("typia").IReadableURLSearchParams): import("typia").Resolved<ActivityListQuery> => {
    input = __typia_transform__httpQueryParseURLSearchParams._httpQueryParseURLSearchParams(input) as import("typia").IReadableURLSearchParams;
    const output = {
        activityType: __typia_transform__httpQueryReadString._httpQueryReadString(input.get("activityType")) ?? undefined,
        entityId: __typia_transform__httpQueryReadString._httpQueryReadString(input.get("entityId")) ?? undefined,
        entityType: __typia_transform__httpQueryReadString._httpQueryReadString(input.get("entityType")) ?? undefined,
        changesetId: __typia_transform__httpQueryReadString._httpQueryReadString(input.get("changesetId")) ?? undefined,
        namespaceId: __typia_transform__httpQueryReadString._httpQueryReadString(input.get("namespaceId")) ?? undefined,
        userId: __typia_transform__httpQueryReadString._httpQueryReadString(input.get("userId")) ?? undefined,
        offset: __typia_transform__httpQueryReadNumber._httpQueryReadNumber(input.get("offset")) ?? undefined,
        limit: __typia_transform__httpQueryReadNumber._httpQueryReadNumber(input.get("limit")) ?? undefined,
        orderBy: __typia_transform__httpQueryReadString._httpQueryReadString(input.get("orderBy")) ?? undefined,
        filter: __typia_transform__httpQueryReadString._httpQueryReadString(input.get("filter")) ?? undefined
    };
    return output as any;
}; return (input: string | import("typia").IReadableURLSearchParams): import("typia").IValidation<import("typia").Resolved<ActivityListQuery>> => __validate(__decode(input)); })();
export const validatePplRequestContext = (() => { const _io0 = (input: any, _exceptionable: boolean = true): boolean => (undefined === input.method || "string" === typeof input.method && input.method.length <= 32) && (undefined === input.host || "string" === typeof input.host && input.host.length <= 1024) && (undefined === input.path || "string" === typeof input.path && input.path.length <= 8192) && (undefined === input.url || "string" === typeof input.url && input.url.length <= 8192) && (undefined === input.headers || "object" === typeof input.headers && null !== input.headers && false === Array.isArray(input.headers) && _io1(input.headers, true && _exceptionable)) && (undefined === input.ip || "string" === typeof input.ip && input.ip.length <= 64) && (undefined === input.sessionId || "string" === typeof input.sessionId && input.sessionId.length <= 1024) && (undefined === input.user || "object" === typeof input.user && null !== input.user && false === Array.isArray(input.user) && _io2(input.user, true && _exceptionable)) && (undefined === input.device || "object" === typeof input.device && null !== input.device && false === Array.isArray(input.device) && _io4(input.device, true && _exceptionable)) && (undefined === input.clientCertificate || "object" === typeof input.clientCertificate && null !== input.clientCertificate && false === Array.isArray(input.clientCertificate) && _io7(input.clientCertificate, true && _exceptionable)) && (undefined === input.ssh || "object" === typeof input.ssh && null !== input.ssh && false === Array.isArray(input.ssh) && _io8(input.ssh, true && _exceptionable)) && (undefined === input.jwtBearer || "object" === typeof input.jwtBearer && null !== input.jwtBearer && _io9(input.jwtBearer, true && _exceptionable)) && (undefined === input.mcp || "object" === typeof input.mcp && null !== input.mcp && false === Array.isArray(input.mcp) && _io10(input.mcp, true && _exceptionable)) && (0 === Object.keys(input).length || Object.keys(input).every((key: any) => {
    if (["method", "host", "path", "url", "headers", "ip", "sessionId", "user", "device", "clientCertificate", "ssh", "jwtBearer", "mcp"].some((prop: any) => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _io1 = (input: any, _exceptionable: boolean = true): boolean => Object.keys(input).every((key: any) => {
    const value = input[key];
    if (undefined === value)
        return true;
    return null !== value && undefined !== value && ("string" === typeof value && value.length <= 8192 || Array.isArray(value) && value.every((elem: any, _index1: number) => "string" === typeof elem && elem.length <= 8192));
}); const _io2 = (input: any, _exceptionable: boolean = true): boolean => (undefined === input.id || "string" === typeof input.id && input.id.length <= 1024) && (undefined === input.email || "string" === typeof input.email && input.email.length <= 1024) && (undefined === input.groups || Array.isArray(input.groups) && (input.groups.length <= 10000 && input.groups.every((elem: any, _index2: number) => "string" === typeof elem && elem.length <= 1024))) && (undefined === input.claims || "object" === typeof input.claims && null !== input.claims && false === Array.isArray(input.claims) && _io3(input.claims, true && _exceptionable)) && (0 === Object.keys(input).length || Object.keys(input).every((key: any) => {
    if (["id", "email", "groups", "claims"].some((prop: any) => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _io3 = (input: any, _exceptionable: boolean = true): boolean => Object.keys(input).every((key: any) => {
    const value = input[key];
    if (undefined === value)
        return true;
    return true;
}); const _io4 = (input: any, _exceptionable: boolean = true): boolean => (undefined === input.credentials || Array.isArray(input.credentials) && (input.credentials.length <= 100 && input.credentials.every((elem: any, _index3: number) => "object" === typeof elem && null !== elem && false === Array.isArray(elem) && _io5(elem, true && _exceptionable)))) && (0 === Object.keys(input).length || Object.keys(input).every((key: any) => {
    if (["credentials"].some((prop: any) => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _io5 = (input: any, _exceptionable: boolean = true): boolean => (undefined === input.typeId || "string" === typeof input.typeId && input.typeId.length <= 256) && (undefined === input.id || "string" === typeof input.id && input.id.length <= 256) && (undefined === input.exists || "boolean" === typeof input.exists) && (undefined === input.enrollment || "object" === typeof input.enrollment && null !== input.enrollment && false === Array.isArray(input.enrollment) && _io6(input.enrollment, true && _exceptionable)) && (0 === Object.keys(input).length || Object.keys(input).every((key: any) => {
    if (["typeId", "id", "exists", "enrollment"].some((prop: any) => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _io6 = (input: any, _exceptionable: boolean = true): boolean => (undefined === input.id || "string" === typeof input.id && input.id.length <= 256) && (undefined === input.approved || "boolean" === typeof input.approved) && (0 === Object.keys(input).length || Object.keys(input).every((key: any) => {
    if (["id", "approved"].some((prop: any) => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _io7 = (input: any, _exceptionable: boolean = true): boolean => (undefined === input.presented || "boolean" === typeof input.presented) && (undefined === input.leaf || "string" === typeof input.leaf && input.leaf.length <= 65536) && (undefined === input.valid || "boolean" === typeof input.valid) && (0 === Object.keys(input).length || Object.keys(input).every((key: any) => {
    if (["presented", "leaf", "valid"].some((prop: any) => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _io8 = (input: any, _exceptionable: boolean = true): boolean => (undefined === input.username || "string" === typeof input.username && input.username.length <= 256) && (undefined === input.publickey || "string" === typeof input.publickey && input.publickey.length <= 65536) && (0 === Object.keys(input).length || Object.keys(input).every((key: any) => {
    if (["username", "publickey"].some((prop: any) => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _io9 = (input: any, _exceptionable: boolean = true): boolean => "string" === typeof input.issuer && input.issuer.length <= 2048 && (undefined === input.audiences || Array.isArray(input.audiences) && (input.audiences.length <= 64 && input.audiences.every((elem: any, _index4: number) => "string" === typeof elem && elem.length <= 1024))) && (undefined === input.claims || "object" === typeof input.claims && null !== input.claims && false === Array.isArray(input.claims) && _io3(input.claims, true && _exceptionable)) && (1 === Object.keys(input).length || Object.keys(input).every((key: any) => {
    if (["issuer", "audiences", "claims"].some((prop: any) => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _io10 = (input: any, _exceptionable: boolean = true): boolean => (undefined === input.method || "string" === typeof input.method && input.method.length <= 256) && (undefined === input.toolCall || "object" === typeof input.toolCall && null !== input.toolCall && false === Array.isArray(input.toolCall) && _io11(input.toolCall, true && _exceptionable)) && (0 === Object.keys(input).length || Object.keys(input).every((key: any) => {
    if (["method", "toolCall"].some((prop: any) => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _io11 = (input: any, _exceptionable: boolean = true): boolean => (undefined === input.name || "string" === typeof input.name && input.name.length <= 256) && (0 === Object.keys(input).length || Object.keys(input).every((key: any) => {
    if (["name"].some((prop: any) => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _vo0 = (input: any, _path: string, _exceptionable: boolean = true): boolean => [undefined === input.method || "string" === typeof input.method && (input.method.length <= 32 || _report(_exceptionable, {
        path: _path + ".method",
        expected: "string & MaxLength<32>",
        value: input.method
    })) || _report(_exceptionable, {
        path: _path + ".method",
        expected: "((string & MaxLength<32>) | undefined)",
        value: input.method
    }), undefined === input.host || "string" === typeof input.host && (input.host.length <= 1024 || _report(_exceptionable, {
        path: _path + ".host",
        expected: "string & MaxLength<1024>",
        value: input.host
    })) || _report(_exceptionable, {
        path: _path + ".host",
        expected: "((string & MaxLength<1024>) | undefined)",
        value: input.host
    }), undefined === input.path || "string" === typeof input.path && (input.path.length <= 8192 || _report(_exceptionable, {
        path: _path + ".path",
        expected: "string & MaxLength<8192>",
        value: input.path
    })) || _report(_exceptionable, {
        path: _path + ".path",
        expected: "((string & MaxLength<8192>) | undefined)",
        value: input.path
    }), undefined === input.url || "string" === typeof input.url && (input.url.length <= 8192 || _report(_exceptionable, {
        path: _path + ".url",
        expected: "string & MaxLength<8192>",
        value: input.url
    })) || _report(_exceptionable, {
        path: _path + ".url",
        expected: "((string & MaxLength<8192>) | undefined)",
        value: input.url
    }), undefined === input.headers || ("object" === typeof input.headers && null !== input.headers && false === Array.isArray(input.headers) || _report(_exceptionable, {
        path: _path + ".headers",
        expected: "(Record<string, PplHeaderValue> | undefined)",
        value: input.headers
    })) && _vo1(input.headers, _path + ".headers", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".headers",
        expected: "(Record<string, PplHeaderValue> | undefined)",
        value: input.headers
    }), undefined === input.ip || "string" === typeof input.ip && (input.ip.length <= 64 || _report(_exceptionable, {
        path: _path + ".ip",
        expected: "string & MaxLength<64>",
        value: input.ip
    })) || _report(_exceptionable, {
        path: _path + ".ip",
        expected: "((string & MaxLength<64>) | undefined)",
        value: input.ip
    }), undefined === input.sessionId || "string" === typeof input.sessionId && (input.sessionId.length <= 1024 || _report(_exceptionable, {
        path: _path + ".sessionId",
        expected: "string & MaxLength<1024>",
        value: input.sessionId
    })) || _report(_exceptionable, {
        path: _path + ".sessionId",
        expected: "((string & MaxLength<1024>) | undefined)",
        value: input.sessionId
    }), undefined === input.user || ("object" === typeof input.user && null !== input.user && false === Array.isArray(input.user) || _report(_exceptionable, {
        path: _path + ".user",
        expected: "(__type | undefined)",
        value: input.user
    })) && _vo2(input.user, _path + ".user", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".user",
        expected: "(__type | undefined)",
        value: input.user
    }), undefined === input.device || ("object" === typeof input.device && null !== input.device && false === Array.isArray(input.device) || _report(_exceptionable, {
        path: _path + ".device",
        expected: "(__type.o5 | undefined)",
        value: input.device
    })) && _vo4(input.device, _path + ".device", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".device",
        expected: "(__type.o5 | undefined)",
        value: input.device
    }), undefined === input.clientCertificate || ("object" === typeof input.clientCertificate && null !== input.clientCertificate && false === Array.isArray(input.clientCertificate) || _report(_exceptionable, {
        path: _path + ".clientCertificate",
        expected: "(__type.o11 | undefined)",
        value: input.clientCertificate
    })) && _vo7(input.clientCertificate, _path + ".clientCertificate", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".clientCertificate",
        expected: "(__type.o11 | undefined)",
        value: input.clientCertificate
    }), undefined === input.ssh || ("object" === typeof input.ssh && null !== input.ssh && false === Array.isArray(input.ssh) || _report(_exceptionable, {
        path: _path + ".ssh",
        expected: "(__type.o14 | undefined)",
        value: input.ssh
    })) && _vo8(input.ssh, _path + ".ssh", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".ssh",
        expected: "(__type.o14 | undefined)",
        value: input.ssh
    }), undefined === input.jwtBearer || ("object" === typeof input.jwtBearer && null !== input.jwtBearer || _report(_exceptionable, {
        path: _path + ".jwtBearer",
        expected: "(__type.o15 | undefined)",
        value: input.jwtBearer
    })) && _vo9(input.jwtBearer, _path + ".jwtBearer", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".jwtBearer",
        expected: "(__type.o15 | undefined)",
        value: input.jwtBearer
    }), undefined === input.mcp || ("object" === typeof input.mcp && null !== input.mcp && false === Array.isArray(input.mcp) || _report(_exceptionable, {
        path: _path + ".mcp",
        expected: "(__type.o20 | undefined)",
        value: input.mcp
    })) && _vo10(input.mcp, _path + ".mcp", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".mcp",
        expected: "(__type.o20 | undefined)",
        value: input.mcp
    }), 0 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map((key: any) => {
        if (["method", "host", "path", "url", "headers", "ip", "sessionId", "user", "device", "clientCertificate", "ssh", "jwtBearer", "mcp"].some((prop: any) => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every((flag: boolean) => flag))].every((flag: boolean) => flag); const _vo1 = (input: any, _path: string, _exceptionable: boolean = true): boolean => [false === _exceptionable || Object.keys(input).map((key: any) => {
        const value = input[key];
        if (undefined === value)
            return true;
        return (null !== value || _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "((string & MaxLength<8192>) | Array<string & MaxLength<8192>>)",
            value: value
        })) && (undefined !== value || _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "((string & MaxLength<8192>) | Array<string & MaxLength<8192>>)",
            value: value
        })) && ("string" === typeof value && (value.length <= 8192 || _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "string & MaxLength<8192>",
            value: value
        })) || (Array.isArray(value) || _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "((string & MaxLength<8192>) | Array<string & MaxLength<8192>>)",
            value: value
        })) && value.map((elem: any, _index5: number) => "string" === typeof elem && (elem.length <= 8192 || _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key) + "[" + _index5 + "]",
            expected: "string & MaxLength<8192>",
            value: elem
        })) || _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key) + "[" + _index5 + "]",
            expected: "(string & MaxLength<8192>)",
            value: elem
        })).every((flag: boolean) => flag) || _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "((string & MaxLength<8192>) | Array<string & MaxLength<8192>>)",
            value: value
        }));
    }).every((flag: boolean) => flag)].every((flag: boolean) => flag); const _vo2 = (input: any, _path: string, _exceptionable: boolean = true): boolean => [undefined === input.id || "string" === typeof input.id && (input.id.length <= 1024 || _report(_exceptionable, {
        path: _path + ".id",
        expected: "string & MaxLength<1024>",
        value: input.id
    })) || _report(_exceptionable, {
        path: _path + ".id",
        expected: "((string & MaxLength<1024>) | undefined)",
        value: input.id
    }), undefined === input.email || "string" === typeof input.email && (input.email.length <= 1024 || _report(_exceptionable, {
        path: _path + ".email",
        expected: "string & MaxLength<1024>",
        value: input.email
    })) || _report(_exceptionable, {
        path: _path + ".email",
        expected: "((string & MaxLength<1024>) | undefined)",
        value: input.email
    }), undefined === input.groups || (Array.isArray(input.groups) || _report(_exceptionable, {
        path: _path + ".groups",
        expected: "((Array<string & MaxLength<1024>> & MaxItems<10000>) | undefined)",
        value: input.groups
    })) && ((input.groups.length <= 10000 || _report(_exceptionable, {
        path: _path + ".groups",
        expected: "Array<> & MaxItems<10000>",
        value: input.groups
    })) && input.groups.map((elem: any, _index6: number) => "string" === typeof elem && (elem.length <= 1024 || _report(_exceptionable, {
        path: _path + ".groups[" + _index6 + "]",
        expected: "string & MaxLength<1024>",
        value: elem
    })) || _report(_exceptionable, {
        path: _path + ".groups[" + _index6 + "]",
        expected: "(string & MaxLength<1024>)",
        value: elem
    })).every((flag: boolean) => flag)) || _report(_exceptionable, {
        path: _path + ".groups",
        expected: "((Array<string & MaxLength<1024>> & MaxItems<10000>) | undefined)",
        value: input.groups
    }), undefined === input.claims || ("object" === typeof input.claims && null !== input.claims && false === Array.isArray(input.claims) || _report(_exceptionable, {
        path: _path + ".claims",
        expected: "(Record<string, unknown> | undefined)",
        value: input.claims
    })) && _vo3(input.claims, _path + ".claims", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".claims",
        expected: "(Record<string, unknown> | undefined)",
        value: input.claims
    }), 0 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map((key: any) => {
        if (["id", "email", "groups", "claims"].some((prop: any) => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every((flag: boolean) => flag))].every((flag: boolean) => flag); const _vo3 = (input: any, _path: string, _exceptionable: boolean = true): boolean => [false === _exceptionable || Object.keys(input).map((key: any) => {
        const value = input[key];
        if (undefined === value)
            return true;
        return true;
    }).every((flag: boolean) => flag)].every((flag: boolean) => flag); const _vo4 = (input: any, _path: string, _exceptionable: boolean = true): boolean => [undefined === input.credentials || (Array.isArray(input.credentials) || _report(_exceptionable, {
        path: _path + ".credentials",
        expected: "((Array<PplDeviceCredential> & MaxItems<100>) | undefined)",
        value: input.credentials
    })) && ((input.credentials.length <= 100 || _report(_exceptionable, {
        path: _path + ".credentials",
        expected: "Array<> & MaxItems<100>",
        value: input.credentials
    })) && input.credentials.map((elem: any, _index7: number) => ("object" === typeof elem && null !== elem && false === Array.isArray(elem) || _report(_exceptionable, {
        path: _path + ".credentials[" + _index7 + "]",
        expected: "PplDeviceCredential",
        value: elem
    })) && _vo5(elem, _path + ".credentials[" + _index7 + "]", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".credentials[" + _index7 + "]",
        expected: "PplDeviceCredential",
        value: elem
    })).every((flag: boolean) => flag)) || _report(_exceptionable, {
        path: _path + ".credentials",
        expected: "((Array<PplDeviceCredential> & MaxItems<100>) | undefined)",
        value: input.credentials
    }), 0 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map((key: any) => {
        if (["credentials"].some((prop: any) => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every((flag: boolean) => flag))].every((flag: boolean) => flag); const _vo5 = (input: any, _path: string, _exceptionable: boolean = true): boolean => [undefined === input.typeId || "string" === typeof input.typeId && (input.typeId.length <= 256 || _report(_exceptionable, {
        path: _path + ".typeId",
        expected: "string & MaxLength<256>",
        value: input.typeId
    })) || _report(_exceptionable, {
        path: _path + ".typeId",
        expected: "((string & MaxLength<256>) | undefined)",
        value: input.typeId
    }), undefined === input.id || "string" === typeof input.id && (input.id.length <= 256 || _report(_exceptionable, {
        path: _path + ".id",
        expected: "string & MaxLength<256>",
        value: input.id
    })) || _report(_exceptionable, {
        path: _path + ".id",
        expected: "((string & MaxLength<256>) | undefined)",
        value: input.id
    }), undefined === input.exists || "boolean" === typeof input.exists || _report(_exceptionable, {
        path: _path + ".exists",
        expected: "(boolean | undefined)",
        value: input.exists
    }), undefined === input.enrollment || ("object" === typeof input.enrollment && null !== input.enrollment && false === Array.isArray(input.enrollment) || _report(_exceptionable, {
        path: _path + ".enrollment",
        expected: "(__type.o8 | undefined)",
        value: input.enrollment
    })) && _vo6(input.enrollment, _path + ".enrollment", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".enrollment",
        expected: "(__type.o8 | undefined)",
        value: input.enrollment
    }), 0 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map((key: any) => {
        if (["typeId", "id", "exists", "enrollment"].some((prop: any) => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every((flag: boolean) => flag))].every((flag: boolean) => flag); const _vo6 = (input: any, _path: string, _exceptionable: boolean = true): boolean => [undefined === input.id || "string" === typeof input.id && (input.id.length <= 256 || _report(_exceptionable, {
        path: _path + ".id",
        expected: "string & MaxLength<256>",
        value: input.id
    })) || _report(_exceptionable, {
        path: _path + ".id",
        expected: "((string & MaxLength<256>) | undefined)",
        value: input.id
    }), undefined === input.approved || "boolean" === typeof input.approved || _report(_exceptionable, {
        path: _path + ".approved",
        expected: "(boolean | undefined)",
        value: input.approved
    }), 0 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map((key: any) => {
        if (["id", "approved"].some((prop: any) => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every((flag: boolean) => flag))].every((flag: boolean) => flag); const _vo7 = (input: any, _path: string, _exceptionable: boolean = true): boolean => [undefined === input.presented || "boolean" === typeof input.presented || _report(_exceptionable, {
        path: _path + ".presented",
        expected: "(boolean | undefined)",
        value: input.presented
    }), undefined === input.leaf || "string" === typeof input.leaf && (input.leaf.length <= 65536 || _report(_exceptionable, {
        path: _path + ".leaf",
        expected: "string & MaxLength<65536>",
        value: input.leaf
    })) || _report(_exceptionable, {
        path: _path + ".leaf",
        expected: "((string & MaxLength<65536>) | undefined)",
        value: input.leaf
    }), undefined === input.valid || "boolean" === typeof input.valid || _report(_exceptionable, {
        path: _path + ".valid",
        expected: "(boolean | undefined)",
        value: input.valid
    }), 0 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map((key: any) => {
        if (["presented", "leaf", "valid"].some((prop: any) => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every((flag: boolean) => flag))].every((flag: boolean) => flag); const _vo8 = (input: any, _path: string, _exceptionable: boolean = true): boolean => [undefined === input.username || "string" === typeof input.username && (input.username.length <= 256 || _report(_exceptionable, {
        path: _path + ".username",
        expected: "string & MaxLength<256>",
        value: input.username
    })) || _report(_exceptionable, {
        path: _path + ".username",
        expected: "((string & MaxLength<256>) | undefined)",
        value: input.username
    }), undefined === input.publickey || "string" === typeof input.publickey && (input.publickey.length <= 65536 || _report(_exceptionable, {
        path: _path + ".publickey",
        expected: "string & MaxLength<65536>",
        value: input.publickey
    })) || _report(_exceptionable, {
        path: _path + ".publickey",
        expected: "((string & MaxLength<65536>) | undefined)",
        value: input.publickey
    }), 0 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map((key: any) => {
        if (["username", "publickey"].some((prop: any) => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every((flag: boolean) => flag))].every((flag: boolean) => flag); const _vo9 = (input: any, _path: string, _exceptionable: boolean = true): boolean => ["string" === typeof input.issuer && (input.issuer.length <= 2048 || _report(_exceptionable, {
        path: _path + ".issuer",
        expected: "string & MaxLength<2048>",
        value: input.issuer
    })) || _report(_exceptionable, {
        path: _path + ".issuer",
        expected: "(string & MaxLength<2048>)",
        value: input.issuer
    }), undefined === input.audiences || (Array.isArray(input.audiences) || _report(_exceptionable, {
        path: _path + ".audiences",
        expected: "((Array<string & MaxLength<1024>> & MaxItems<64>) | undefined)",
        value: input.audiences
    })) && ((input.audiences.length <= 64 || _report(_exceptionable, {
        path: _path + ".audiences",
        expected: "Array<> & MaxItems<64>",
        value: input.audiences
    })) && input.audiences.map((elem: any, _index8: number) => "string" === typeof elem && (elem.length <= 1024 || _report(_exceptionable, {
        path: _path + ".audiences[" + _index8 + "]",
        expected: "string & MaxLength<1024>",
        value: elem
    })) || _report(_exceptionable, {
        path: _path + ".audiences[" + _index8 + "]",
        expected: "(string & MaxLength<1024>)",
        value: elem
    })).every((flag: boolean) => flag)) || _report(_exceptionable, {
        path: _path + ".audiences",
        expected: "((Array<string & MaxLength<1024>> & MaxItems<64>) | undefined)",
        value: input.audiences
    }), undefined === input.claims || ("object" === typeof input.claims && null !== input.claims && false === Array.isArray(input.claims) || _report(_exceptionable, {
        path: _path + ".claims",
        expected: "(Record<string, unknown> | undefined)",
        value: input.claims
    })) && _vo3(input.claims, _path + ".claims", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".claims",
        expected: "(Record<string, unknown> | undefined)",
        value: input.claims
    }), 1 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map((key: any) => {
        if (["issuer", "audiences", "claims"].some((prop: any) => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every((flag: boolean) => flag))].every((flag: boolean) => flag); const _vo10 = (input: any, _path: string, _exceptionable: boolean = true): boolean => [undefined === input.method || "string" === typeof input.method && (input.method.length <= 256 || _report(_exceptionable, {
        path: _path + ".method",
        expected: "string & MaxLength<256>",
        value: input.method
    })) || _report(_exceptionable, {
        path: _path + ".method",
        expected: "((string & MaxLength<256>) | undefined)",
        value: input.method
    }), undefined === input.toolCall || ("object" === typeof input.toolCall && null !== input.toolCall && false === Array.isArray(input.toolCall) || _report(_exceptionable, {
        path: _path + ".toolCall",
        expected: "(__type.o21 | undefined)",
        value: input.toolCall
    })) && _vo11(input.toolCall, _path + ".toolCall", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".toolCall",
        expected: "(__type.o21 | undefined)",
        value: input.toolCall
    }), 0 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map((key: any) => {
        if (["method", "toolCall"].some((prop: any) => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every((flag: boolean) => flag))].every((flag: boolean) => flag); const _vo11 = (input: any, _path: string, _exceptionable: boolean = true): boolean => [undefined === input.name || "string" === typeof input.name && (input.name.length <= 256 || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string & MaxLength<256>",
        value: input.name
    })) || _report(_exceptionable, {
        path: _path + ".name",
        expected: "((string & MaxLength<256>) | undefined)",
        value: input.name
    }), 0 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map((key: any) => {
        if (["name"].some((prop: any) => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every((flag: boolean) => flag))].every((flag: boolean) => flag); const __is = (input: any, _exceptionable: boolean = true): input is PplRequestContext => "object" === typeof input && null !== input && false === Array.isArray(input) && _io0(input, true); let errors: any; let _report: any; return __typia_transform__createStandardSchema._createStandardSchema((input: any): import("typia").IValidation<PplRequestContext> => {
    if (false === __is(input)) {
        errors = [];
        _report = (__typia_transform__validateReport._validateReport as any)(errors);
        ((input: any, _path: string, _exceptionable: boolean = true) => ("object" === typeof input && null !== input && false === Array.isArray(input) || _report(true, {
            path: _path + "",
            expected: "PplRequestContext",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "PplRequestContext",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        } as any;
    }
    return {
        success: true,
        data: input
    } as any;
}); })();
export const validatePolicyEvaluateRequest = (() => { const _io0 = (input: any, _exceptionable: boolean = true): boolean => null !== input.ppl && (undefined === input.ppl || (Array.isArray(input.ppl) && input.ppl.every((elem: any, _index1: number) => "object" === typeof elem && null !== elem && false === Array.isArray(elem) && _io1(elem, true && _exceptionable)) || "object" === typeof input.ppl && null !== input.ppl && false === Array.isArray(input.ppl) && _io1(input.ppl, true && _exceptionable))) && (undefined === input.policyIds || Array.isArray(input.policyIds) && (1 <= input.policyIds.length && input.policyIds.length <= 100 && input.policyIds.every((elem: any, _index2: number) => "string" === typeof elem && (1 <= elem.length && elem.length <= 64)))) && (undefined === input.routeId || "string" === typeof input.routeId && (1 <= input.routeId.length && input.routeId.length <= 64)) && (undefined === input.config || "applied" === input.config || "saved" === input.config) && (undefined === input.clusterId || "string" === typeof input.clusterId && (1 <= input.clusterId.length && input.clusterId.length <= 64)) && (undefined === input.request || "object" === typeof input.request && null !== input.request && false === Array.isArray(input.request) && _io2(input.request, true && _exceptionable)) && (undefined === input.requests || Array.isArray(input.requests) && (1 <= input.requests.length && input.requests.length <= 1000 && input.requests.every((elem: any, _index3: number) => "object" === typeof elem && null !== elem && false === Array.isArray(elem) && _io2(elem, true && _exceptionable)))) && (undefined === input.trace || "boolean" === typeof input.trace) && (0 === Object.keys(input).length || Object.keys(input).every((key: any) => {
    if (["ppl", "policyIds", "routeId", "config", "clusterId", "request", "requests", "trace"].some((prop: any) => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _io1 = (input: any, _exceptionable: boolean = true): boolean => Object.keys(input).every((key: any) => {
    const value = input[key];
    if (undefined === value)
        return true;
    return true;
}); const _io2 = (input: any, _exceptionable: boolean = true): boolean => (undefined === input.method || "string" === typeof input.method && input.method.length <= 32) && (undefined === input.host || "string" === typeof input.host && input.host.length <= 1024) && (undefined === input.path || "string" === typeof input.path && input.path.length <= 8192) && (undefined === input.url || "string" === typeof input.url && input.url.length <= 8192) && (undefined === input.headers || "object" === typeof input.headers && null !== input.headers && false === Array.isArray(input.headers) && _io3(input.headers, true && _exceptionable)) && (undefined === input.ip || "string" === typeof input.ip && input.ip.length <= 64) && (undefined === input.sessionId || "string" === typeof input.sessionId && input.sessionId.length <= 1024) && (undefined === input.user || "object" === typeof input.user && null !== input.user && false === Array.isArray(input.user) && _io4(input.user, true && _exceptionable)) && (undefined === input.device || "object" === typeof input.device && null !== input.device && false === Array.isArray(input.device) && _io5(input.device, true && _exceptionable)) && (undefined === input.clientCertificate || "object" === typeof input.clientCertificate && null !== input.clientCertificate && false === Array.isArray(input.clientCertificate) && _io8(input.clientCertificate, true && _exceptionable)) && (undefined === input.ssh || "object" === typeof input.ssh && null !== input.ssh && false === Array.isArray(input.ssh) && _io9(input.ssh, true && _exceptionable)) && (undefined === input.jwtBearer || "object" === typeof input.jwtBearer && null !== input.jwtBearer && _io10(input.jwtBearer, true && _exceptionable)) && (undefined === input.mcp || "object" === typeof input.mcp && null !== input.mcp && false === Array.isArray(input.mcp) && _io11(input.mcp, true && _exceptionable)) && (0 === Object.keys(input).length || Object.keys(input).every((key: any) => {
    if (["method", "host", "path", "url", "headers", "ip", "sessionId", "user", "device", "clientCertificate", "ssh", "jwtBearer", "mcp"].some((prop: any) => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _io3 = (input: any, _exceptionable: boolean = true): boolean => Object.keys(input).every((key: any) => {
    const value = input[key];
    if (undefined === value)
        return true;
    return null !== value && undefined !== value && ("string" === typeof value && value.length <= 8192 || Array.isArray(value) && value.every((elem: any, _index4: number) => "string" === typeof elem && elem.length <= 8192));
}); const _io4 = (input: any, _exceptionable: boolean = true): boolean => (undefined === input.id || "string" === typeof input.id && input.id.length <= 1024) && (undefined === input.email || "string" === typeof input.email && input.email.length <= 1024) && (undefined === input.groups || Array.isArray(input.groups) && (input.groups.length <= 10000 && input.groups.every((elem: any, _index5: number) => "string" === typeof elem && elem.length <= 1024))) && (undefined === input.claims || "object" === typeof input.claims && null !== input.claims && false === Array.isArray(input.claims) && _io1(input.claims, true && _exceptionable)) && (0 === Object.keys(input).length || Object.keys(input).every((key: any) => {
    if (["id", "email", "groups", "claims"].some((prop: any) => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _io5 = (input: any, _exceptionable: boolean = true): boolean => (undefined === input.credentials || Array.isArray(input.credentials) && (input.credentials.length <= 100 && input.credentials.every((elem: any, _index6: number) => "object" === typeof elem && null !== elem && false === Array.isArray(elem) && _io6(elem, true && _exceptionable)))) && (0 === Object.keys(input).length || Object.keys(input).every((key: any) => {
    if (["credentials"].some((prop: any) => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _io6 = (input: any, _exceptionable: boolean = true): boolean => (undefined === input.typeId || "string" === typeof input.typeId && input.typeId.length <= 256) && (undefined === input.id || "string" === typeof input.id && input.id.length <= 256) && (undefined === input.exists || "boolean" === typeof input.exists) && (undefined === input.enrollment || "object" === typeof input.enrollment && null !== input.enrollment && false === Array.isArray(input.enrollment) && _io7(input.enrollment, true && _exceptionable)) && (0 === Object.keys(input).length || Object.keys(input).every((key: any) => {
    if (["typeId", "id", "exists", "enrollment"].some((prop: any) => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _io7 = (input: any, _exceptionable: boolean = true): boolean => (undefined === input.id || "string" === typeof input.id && input.id.length <= 256) && (undefined === input.approved || "boolean" === typeof input.approved) && (0 === Object.keys(input).length || Object.keys(input).every((key: any) => {
    if (["id", "approved"].some((prop: any) => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _io8 = (input: any, _exceptionable: boolean = true): boolean => (undefined === input.presented || "boolean" === typeof input.presented) && (undefined === input.leaf || "string" === typeof input.leaf && input.leaf.length <= 65536) && (undefined === input.valid || "boolean" === typeof input.valid) && (0 === Object.keys(input).length || Object.keys(input).every((key: any) => {
    if (["presented", "leaf", "valid"].some((prop: any) => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _io9 = (input: any, _exceptionable: boolean = true): boolean => (undefined === input.username || "string" === typeof input.username && input.username.length <= 256) && (undefined === input.publickey || "string" === typeof input.publickey && input.publickey.length <= 65536) && (0 === Object.keys(input).length || Object.keys(input).every((key: any) => {
    if (["username", "publickey"].some((prop: any) => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _io10 = (input: any, _exceptionable: boolean = true): boolean => "string" === typeof input.issuer && input.issuer.length <= 2048 && (undefined === input.audiences || Array.isArray(input.audiences) && (input.audiences.length <= 64 && input.audiences.every((elem: any, _index7: number) => "string" === typeof elem && elem.length <= 1024))) && (undefined === input.claims || "object" === typeof input.claims && null !== input.claims && false === Array.isArray(input.claims) && _io1(input.claims, true && _exceptionable)) && (1 === Object.keys(input).length || Object.keys(input).every((key: any) => {
    if (["issuer", "audiences", "claims"].some((prop: any) => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _io11 = (input: any, _exceptionable: boolean = true): boolean => (undefined === input.method || "string" === typeof input.method && input.method.length <= 256) && (undefined === input.toolCall || "object" === typeof input.toolCall && null !== input.toolCall && false === Array.isArray(input.toolCall) && _io12(input.toolCall, true && _exceptionable)) && (0 === Object.keys(input).length || Object.keys(input).every((key: any) => {
    if (["method", "toolCall"].some((prop: any) => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _io12 = (input: any, _exceptionable: boolean = true): boolean => (undefined === input.name || "string" === typeof input.name && input.name.length <= 256) && (0 === Object.keys(input).length || Object.keys(input).every((key: any) => {
    if (["name"].some((prop: any) => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _vo0 = (input: any, _path: string, _exceptionable: boolean = true): boolean => [(null !== input.ppl || _report(_exceptionable, {
        path: _path + ".ppl",
        expected: "(Array<Record<string, unknown>> | Record<string, unknown> | undefined)",
        value: input.ppl
    })) && (undefined === input.ppl || (Array.isArray(input.ppl) && input.ppl.map((elem: any, _index8: number) => ("object" === typeof elem && null !== elem && false === Array.isArray(elem) || _report(_exceptionable, {
        path: _path + ".ppl[" + _index8 + "]",
        expected: "Record<string, unknown>",
        value: elem
    })) && _vo1(elem, _path + ".ppl[" + _index8 + "]", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".ppl[" + _index8 + "]",
        expected: "Record<string, unknown>",
        value: elem
    })).every((flag: boolean) => flag) || "object" === typeof input.ppl && null !== input.ppl && false === Array.isArray(input.ppl) && _vo1(input.ppl, _path + ".ppl", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".ppl",
        expected: "(Array<Record<string, unknown>> | Record<string, unknown> | undefined)",
        value: input.ppl
    })) || _report(_exceptionable, {
        path: _path + ".ppl",
        expected: "(Array<Record<string, unknown>> | Record<string, unknown> | undefined)",
        value: input.ppl
    })), undefined === input.policyIds || (Array.isArray(input.policyIds) || _report(_exceptionable, {
        path: _path + ".policyIds",
        expected: "((Array<string & MinLength<1> & MaxLength<64>> & MinItems<1> & MaxItems<100>) | undefined)",
        value: input.policyIds
    })) && ((1 <= input.policyIds.length || _report(_exceptionable, {
        path: _path + ".policyIds",
        expected: "Array<> & MinItems<1>",
        value: input.policyIds
    })) && (input.policyIds.length <= 100 || _report(_exceptionable, {
        path: _path + ".policyIds",
        expected: "Array<> & MaxItems<100>",
        value: input.policyIds
    })) && input.policyIds.map((elem: any, _index9: number) => "string" === typeof elem && (1 <= elem.length || _report(_exceptionable, {
        path: _path + ".policyIds[" + _index9 + "]",
        expected: "string & MinLength<1>",
        value: elem
    })) && (elem.length <= 64 || _report(_exceptionable, {
        path: _path + ".policyIds[" + _index9 + "]",
        expected: "string & MaxLength<64>",
        value: elem
    })) || _report(_exceptionable, {
        path: _path + ".policyIds[" + _index9 + "]",
        expected: "(string & MinLength<1> & MaxLength<64>)",
        value: elem
    })).every((flag: boolean) => flag)) || _report(_exceptionable, {
        path: _path + ".policyIds",
        expected: "((Array<string & MinLength<1> & MaxLength<64>> & MinItems<1> & MaxItems<100>) | undefined)",
        value: input.policyIds
    }), undefined === input.routeId || "string" === typeof input.routeId && (1 <= input.routeId.length || _report(_exceptionable, {
        path: _path + ".routeId",
        expected: "string & MinLength<1>",
        value: input.routeId
    })) && (input.routeId.length <= 64 || _report(_exceptionable, {
        path: _path + ".routeId",
        expected: "string & MaxLength<64>",
        value: input.routeId
    })) || _report(_exceptionable, {
        path: _path + ".routeId",
        expected: "((string & MinLength<1> & MaxLength<64>) | undefined)",
        value: input.routeId
    }), undefined === input.config || "applied" === input.config || "saved" === input.config || _report(_exceptionable, {
        path: _path + ".config",
        expected: "(\"applied\" | \"saved\" | undefined)",
        value: input.config
    }), undefined === input.clusterId || "string" === typeof input.clusterId && (1 <= input.clusterId.length || _report(_exceptionable, {
        path: _path + ".clusterId",
        expected: "string & MinLength<1>",
        value: input.clusterId
    })) && (input.clusterId.length <= 64 || _report(_exceptionable, {
        path: _path + ".clusterId",
        expected: "string & MaxLength<64>",
        value: input.clusterId
    })) || _report(_exceptionable, {
        path: _path + ".clusterId",
        expected: "((string & MinLength<1> & MaxLength<64>) | undefined)",
        value: input.clusterId
    }), undefined === input.request || ("object" === typeof input.request && null !== input.request && false === Array.isArray(input.request) || _report(_exceptionable, {
        path: _path + ".request",
        expected: "(PplRequestContext | undefined)",
        value: input.request
    })) && _vo2(input.request, _path + ".request", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".request",
        expected: "(PplRequestContext | undefined)",
        value: input.request
    }), undefined === input.requests || (Array.isArray(input.requests) || _report(_exceptionable, {
        path: _path + ".requests",
        expected: "((Array<PplRequestContext> & MinItems<1> & MaxItems<1000>) | undefined)",
        value: input.requests
    })) && ((1 <= input.requests.length || _report(_exceptionable, {
        path: _path + ".requests",
        expected: "Array<> & MinItems<1>",
        value: input.requests
    })) && (input.requests.length <= 1000 || _report(_exceptionable, {
        path: _path + ".requests",
        expected: "Array<> & MaxItems<1000>",
        value: input.requests
    })) && input.requests.map((elem: any, _index10: number) => ("object" === typeof elem && null !== elem && false === Array.isArray(elem) || _report(_exceptionable, {
        path: _path + ".requests[" + _index10 + "]",
        expected: "PplRequestContext",
        value: elem
    })) && _vo2(elem, _path + ".requests[" + _index10 + "]", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".requests[" + _index10 + "]",
        expected: "PplRequestContext",
        value: elem
    })).every((flag: boolean) => flag)) || _report(_exceptionable, {
        path: _path + ".requests",
        expected: "((Array<PplRequestContext> & MinItems<1> & MaxItems<1000>) | undefined)",
        value: input.requests
    }), undefined === input.trace || "boolean" === typeof input.trace || _report(_exceptionable, {
        path: _path + ".trace",
        expected: "(boolean | undefined)",
        value: input.trace
    }), 0 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map((key: any) => {
        if (["ppl", "policyIds", "routeId", "config", "clusterId", "request", "requests", "trace"].some((prop: any) => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every((flag: boolean) => flag))].every((flag: boolean) => flag); const _vo1 = (input: any, _path: string, _exceptionable: boolean = true): boolean => [false === _exceptionable || Object.keys(input).map((key: any) => {
        const value = input[key];
        if (undefined === value)
            return true;
        return true;
    }).every((flag: boolean) => flag)].every((flag: boolean) => flag); const _vo2 = (input: any, _path: string, _exceptionable: boolean = true): boolean => [undefined === input.method || "string" === typeof input.method && (input.method.length <= 32 || _report(_exceptionable, {
        path: _path + ".method",
        expected: "string & MaxLength<32>",
        value: input.method
    })) || _report(_exceptionable, {
        path: _path + ".method",
        expected: "((string & MaxLength<32>) | undefined)",
        value: input.method
    }), undefined === input.host || "string" === typeof input.host && (input.host.length <= 1024 || _report(_exceptionable, {
        path: _path + ".host",
        expected: "string & MaxLength<1024>",
        value: input.host
    })) || _report(_exceptionable, {
        path: _path + ".host",
        expected: "((string & MaxLength<1024>) | undefined)",
        value: input.host
    }), undefined === input.path || "string" === typeof input.path && (input.path.length <= 8192 || _report(_exceptionable, {
        path: _path + ".path",
        expected: "string & MaxLength<8192>",
        value: input.path
    })) || _report(_exceptionable, {
        path: _path + ".path",
        expected: "((string & MaxLength<8192>) | undefined)",
        value: input.path
    }), undefined === input.url || "string" === typeof input.url && (input.url.length <= 8192 || _report(_exceptionable, {
        path: _path + ".url",
        expected: "string & MaxLength<8192>",
        value: input.url
    })) || _report(_exceptionable, {
        path: _path + ".url",
        expected: "((string & MaxLength<8192>) | undefined)",
        value: input.url
    }), undefined === input.headers || ("object" === typeof input.headers && null !== input.headers && false === Array.isArray(input.headers) || _report(_exceptionable, {
        path: _path + ".headers",
        expected: "(Record<string, PplHeaderValue> | undefined)",
        value: input.headers
    })) && _vo3(input.headers, _path + ".headers", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".headers",
        expected: "(Record<string, PplHeaderValue> | undefined)",
        value: input.headers
    }), undefined === input.ip || "string" === typeof input.ip && (input.ip.length <= 64 || _report(_exceptionable, {
        path: _path + ".ip",
        expected: "string & MaxLength<64>",
        value: input.ip
    })) || _report(_exceptionable, {
        path: _path + ".ip",
        expected: "((string & MaxLength<64>) | undefined)",
        value: input.ip
    }), undefined === input.sessionId || "string" === typeof input.sessionId && (input.sessionId.length <= 1024 || _report(_exceptionable, {
        path: _path + ".sessionId",
        expected: "string & MaxLength<1024>",
        value: input.sessionId
    })) || _report(_exceptionable, {
        path: _path + ".sessionId",
        expected: "((string & MaxLength<1024>) | undefined)",
        value: input.sessionId
    }), undefined === input.user || ("object" === typeof input.user && null !== input.user && false === Array.isArray(input.user) || _report(_exceptionable, {
        path: _path + ".user",
        expected: "(__type | undefined)",
        value: input.user
    })) && _vo4(input.user, _path + ".user", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".user",
        expected: "(__type | undefined)",
        value: input.user
    }), undefined === input.device || ("object" === typeof input.device && null !== input.device && false === Array.isArray(input.device) || _report(_exceptionable, {
        path: _path + ".device",
        expected: "(__type.o5 | undefined)",
        value: input.device
    })) && _vo5(input.device, _path + ".device", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".device",
        expected: "(__type.o5 | undefined)",
        value: input.device
    }), undefined === input.clientCertificate || ("object" === typeof input.clientCertificate && null !== input.clientCertificate && false === Array.isArray(input.clientCertificate) || _report(_exceptionable, {
        path: _path + ".clientCertificate",
        expected: "(__type.o11 | undefined)",
        value: input.clientCertificate
    })) && _vo8(input.clientCertificate, _path + ".clientCertificate", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".clientCertificate",
        expected: "(__type.o11 | undefined)",
        value: input.clientCertificate
    }), undefined === input.ssh || ("object" === typeof input.ssh && null !== input.ssh && false === Array.isArray(input.ssh) || _report(_exceptionable, {
        path: _path + ".ssh",
        expected: "(__type.o14 | undefined)",
        value: input.ssh
    })) && _vo9(input.ssh, _path + ".ssh", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".ssh",
        expected: "(__type.o14 | undefined)",
        value: input.ssh
    }), undefined === input.jwtBearer || ("object" === typeof input.jwtBearer && null !== input.jwtBearer || _report(_exceptionable, {
        path: _path + ".jwtBearer",
        expected: "(__type.o15 | undefined)",
        value: input.jwtBearer
    })) && _vo10(input.jwtBearer, _path + ".jwtBearer", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".jwtBearer",
        expected: "(__type.o15 | undefined)",
        value: input.jwtBearer
    }), undefined === input.mcp || ("object" === typeof input.mcp && null !== input.mcp && false === Array.isArray(input.mcp) || _report(_exceptionable, {
        path: _path + ".mcp",
        expected: "(__type.o20 | undefined)",
        value: input.mcp
    })) && _vo11(input.mcp, _path + ".mcp", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".mcp",
        expected: "(__type.o20 | undefined)",
        value: input.mcp
    }), 0 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map((key: any) => {
        if (["method", "host", "path", "url", "headers", "ip", "sessionId", "user", "device", "clientCertificate", "ssh", "jwtBearer", "mcp"].some((prop: any) => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every((flag: boolean) => flag))].every((flag: boolean) => flag); const _vo3 = (input: any, _path: string, _exceptionable: boolean = true): boolean => [false === _exceptionable || Object.keys(input).map((key: any) => {
        const value = input[key];
        if (undefined === value)
            return true;
        return (null !== value || _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "((string & MaxLength<8192>) | Array<string & MaxLength<8192>>)",
            value: value
        })) && (undefined !== value || _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "((string & MaxLength<8192>) | Array<string & MaxLength<8192>>)",
            value: value
        })) && ("string" === typeof value && (value.length <= 8192 || _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "string & MaxLength<8192>",
            value: value
        })) || (Array.isArray(value) || _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "((string & MaxLength<8192>) | Array<string & MaxLength<8192>>)",
            value: value
        })) && value.map((elem: any, _index11: number) => "string" === typeof elem && (elem.length <= 8192 || _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key) + "[" + _index11 + "]",
            expected: "string & MaxLength<8192>",
            value: elem
        })) || _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key) + "[" + _index11 + "]",
            expected: "(string & MaxLength<8192>)",
            value: elem
        })).every((flag: boolean) => flag) || _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "((string & MaxLength<8192>) | Array<string & MaxLength<8192>>)",
            value: value
        }));
    }).every((flag: boolean) => flag)].every((flag: boolean) => flag); const _vo4 = (input: any, _path: string, _exceptionable: boolean = true): boolean => [undefined === input.id || "string" === typeof input.id && (input.id.length <= 1024 || _report(_exceptionable, {
        path: _path + ".id",
        expected: "string & MaxLength<1024>",
        value: input.id
    })) || _report(_exceptionable, {
        path: _path + ".id",
        expected: "((string & MaxLength<1024>) | undefined)",
        value: input.id
    }), undefined === input.email || "string" === typeof input.email && (input.email.length <= 1024 || _report(_exceptionable, {
        path: _path + ".email",
        expected: "string & MaxLength<1024>",
        value: input.email
    })) || _report(_exceptionable, {
        path: _path + ".email",
        expected: "((string & MaxLength<1024>) | undefined)",
        value: input.email
    }), undefined === input.groups || (Array.isArray(input.groups) || _report(_exceptionable, {
        path: _path + ".groups",
        expected: "((Array<string & MaxLength<1024>> & MaxItems<10000>) | undefined)",
        value: input.groups
    })) && ((input.groups.length <= 10000 || _report(_exceptionable, {
        path: _path + ".groups",
        expected: "Array<> & MaxItems<10000>",
        value: input.groups
    })) && input.groups.map((elem: any, _index12: number) => "string" === typeof elem && (elem.length <= 1024 || _report(_exceptionable, {
        path: _path + ".groups[" + _index12 + "]",
        expected: "string & MaxLength<1024>",
        value: elem
    })) || _report(_exceptionable, {
        path: _path + ".groups[" + _index12 + "]",
        expected: "(string & MaxLength<1024>)",
        value: elem
    })).every((flag: boolean) => flag)) || _report(_exceptionable, {
        path: _path + ".groups",
        expected: "((Array<string & MaxLength<1024>> & MaxItems<10000>) | undefined)",
        value: input.groups
    }), undefined === input.claims || ("object" === typeof input.claims && null !== input.claims && false === Array.isArray(input.claims) || _report(_exceptionable, {
        path: _path + ".claims",
        expected: "(Record<string, unknown> | undefined)",
        value: input.claims
    })) && _vo1(input.claims, _path + ".claims", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".claims",
        expected: "(Record<string, unknown> | undefined)",
        value: input.claims
    }), 0 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map((key: any) => {
        if (["id", "email", "groups", "claims"].some((prop: any) => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every((flag: boolean) => flag))].every((flag: boolean) => flag); const _vo5 = (input: any, _path: string, _exceptionable: boolean = true): boolean => [undefined === input.credentials || (Array.isArray(input.credentials) || _report(_exceptionable, {
        path: _path + ".credentials",
        expected: "((Array<PplDeviceCredential> & MaxItems<100>) | undefined)",
        value: input.credentials
    })) && ((input.credentials.length <= 100 || _report(_exceptionable, {
        path: _path + ".credentials",
        expected: "Array<> & MaxItems<100>",
        value: input.credentials
    })) && input.credentials.map((elem: any, _index13: number) => ("object" === typeof elem && null !== elem && false === Array.isArray(elem) || _report(_exceptionable, {
        path: _path + ".credentials[" + _index13 + "]",
        expected: "PplDeviceCredential",
        value: elem
    })) && _vo6(elem, _path + ".credentials[" + _index13 + "]", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".credentials[" + _index13 + "]",
        expected: "PplDeviceCredential",
        value: elem
    })).every((flag: boolean) => flag)) || _report(_exceptionable, {
        path: _path + ".credentials",
        expected: "((Array<PplDeviceCredential> & MaxItems<100>) | undefined)",
        value: input.credentials
    }), 0 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map((key: any) => {
        if (["credentials"].some((prop: any) => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every((flag: boolean) => flag))].every((flag: boolean) => flag); const _vo6 = (input: any, _path: string, _exceptionable: boolean = true): boolean => [undefined === input.typeId || "string" === typeof input.typeId && (input.typeId.length <= 256 || _report(_exceptionable, {
        path: _path + ".typeId",
        expected: "string & MaxLength<256>",
        value: input.typeId
    })) || _report(_exceptionable, {
        path: _path + ".typeId",
        expected: "((string & MaxLength<256>) | undefined)",
        value: input.typeId
    }), undefined === input.id || "string" === typeof input.id && (input.id.length <= 256 || _report(_exceptionable, {
        path: _path + ".id",
        expected: "string & MaxLength<256>",
        value: input.id
    })) || _report(_exceptionable, {
        path: _path + ".id",
        expected: "((string & MaxLength<256>) | undefined)",
        value: input.id
    }), undefined === input.exists || "boolean" === typeof input.exists || _report(_exceptionable, {
        path: _path + ".exists",
        expected: "(boolean | undefined)",
        value: input.exists
    }), undefined === input.enrollment || ("object" === typeof input.enrollment && null !== input.enrollment && false === Array.isArray(input.enrollment) || _report(_exceptionable, {
        path: _path + ".enrollment",
        expected: "(__type.o8 | undefined)",
        value: input.enrollment
    })) && _vo7(input.enrollment, _path + ".enrollment", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".enrollment",
        expected: "(__type.o8 | undefined)",
        value: input.enrollment
    }), 0 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map((key: any) => {
        if (["typeId", "id", "exists", "enrollment"].some((prop: any) => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every((flag: boolean) => flag))].every((flag: boolean) => flag); const _vo7 = (input: any, _path: string, _exceptionable: boolean = true): boolean => [undefined === input.id || "string" === typeof input.id && (input.id.length <= 256 || _report(_exceptionable, {
        path: _path + ".id",
        expected: "string & MaxLength<256>",
        value: input.id
    })) || _report(_exceptionable, {
        path: _path + ".id",
        expected: "((string & MaxLength<256>) | undefined)",
        value: input.id
    }), undefined === input.approved || "boolean" === typeof input.approved || _report(_exceptionable, {
        path: _path + ".approved",
        expected: "(boolean | undefined)",
        value: input.approved
    }), 0 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map((key: any) => {
        if (["id", "approved"].some((prop: any) => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every((flag: boolean) => flag))].every((flag: boolean) => flag); const _vo8 = (input: any, _path: string, _exceptionable: boolean = true): boolean => [undefined === input.presented || "boolean" === typeof input.presented || _report(_exceptionable, {
        path: _path + ".presented",
        expected: "(boolean | undefined)",
        value: input.presented
    }), undefined === input.leaf || "string" === typeof input.leaf && (input.leaf.length <= 65536 || _report(_exceptionable, {
        path: _path + ".leaf",
        expected: "string & MaxLength<65536>",
        value: input.leaf
    })) || _report(_exceptionable, {
        path: _path + ".leaf",
        expected: "((string & MaxLength<65536>) | undefined)",
        value: input.leaf
    }), undefined === input.valid || "boolean" === typeof input.valid || _report(_exceptionable, {
        path: _path + ".valid",
        expected: "(boolean | undefined)",
        value: input.valid
    }), 0 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map((key: any) => {
        if (["presented", "leaf", "valid"].some((prop: any) => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every((flag: boolean) => flag))].every((flag: boolean) => flag); const _vo9 = (input: any, _path: string, _exceptionable: boolean = true): boolean => [undefined === input.username || "string" === typeof input.username && (input.username.length <= 256 || _report(_exceptionable, {
        path: _path + ".username",
        expected: "string & MaxLength<256>",
        value: input.username
    })) || _report(_exceptionable, {
        path: _path + ".username",
        expected: "((string & MaxLength<256>) | undefined)",
        value: input.username
    }), undefined === input.publickey || "string" === typeof input.publickey && (input.publickey.length <= 65536 || _report(_exceptionable, {
        path: _path + ".publickey",
        expected: "string & MaxLength<65536>",
        value: input.publickey
    })) || _report(_exceptionable, {
        path: _path + ".publickey",
        expected: "((string & MaxLength<65536>) | undefined)",
        value: input.publickey
    }), 0 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map((key: any) => {
        if (["username", "publickey"].some((prop: any) => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every((flag: boolean) => flag))].every((flag: boolean) => flag); const _vo10 = (input: any, _path: string, _exceptionable: boolean = true): boolean => ["string" === typeof input.issuer && (input.issuer.length <= 2048 || _report(_exceptionable, {
        path: _path + ".issuer",
        expected: "string & MaxLength<2048>",
        value: input.issuer
    })) || _report(_exceptionable, {
        path: _path + ".issuer",
        expected: "(string & MaxLength<2048>)",
        value: input.issuer
    }), undefined === input.audiences || (Array.isArray(input.audiences) || _report(_exceptionable, {
        path: _path + ".audiences",
        expected: "((Array<string & MaxLength<1024>> & MaxItems<64>) | undefined)",
        value: input.audiences
    })) && ((input.audiences.length <= 64 || _report(_exceptionable, {
        path: _path + ".audiences",
        expected: "Array<> & MaxItems<64>",
        value: input.audiences
    })) && input.audiences.map((elem: any, _index14: number) => "string" === typeof elem && (elem.length <= 1024 || _report(_exceptionable, {
        path: _path + ".audiences[" + _index14 + "]",
        expected: "string & MaxLength<1024>",
        value: elem
    })) || _report(_exceptionable, {
        path: _path + ".audiences[" + _index14 + "]",
        expected: "(string & MaxLength<1024>)",
        value: elem
    })).every((flag: boolean) => flag)) || _report(_exceptionable, {
        path: _path + ".audiences",
        expected: "((Array<string & MaxLength<1024>> & MaxItems<64>) | undefined)",
        value: input.audiences
    }), undefined === input.claims || ("object" === typeof input.claims && null !== input.claims && false === Array.isArray(input.claims) || _report(_exceptionable, {
        path: _path + ".claims",
        expected: "(Record<string, unknown> | undefined)",
        value: input.claims
    })) && _vo1(input.claims, _path + ".claims", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".claims",
        expected: "(Record<string, unknown> | undefined)",
        value: input.claims
    }), 1 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map((key: any) => {
        if (["issuer", "audiences", "claims"].some((prop: any) => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every((flag: boolean) => flag))].every((flag: boolean) => flag); const _vo11 = (input: any, _path: string, _exceptionable: boolean = true): boolean => [undefined === input.method || "string" === typeof input.method && (input.method.length <= 256 || _report(_exceptionable, {
        path: _path + ".method",
        expected: "string & MaxLength<256>",
        value: input.method
    })) || _report(_exceptionable, {
        path: _path + ".method",
        expected: "((string & MaxLength<256>) | undefined)",
        value: input.method
    }), undefined === input.toolCall || ("object" === typeof input.toolCall && null !== input.toolCall && false === Array.isArray(input.toolCall) || _report(_exceptionable, {
        path: _path + ".toolCall",
        expected: "(__type.o21 | undefined)",
        value: input.toolCall
    })) && _vo12(input.toolCall, _path + ".toolCall", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".toolCall",
        expected: "(__type.o21 | undefined)",
        value: input.toolCall
    }), 0 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map((key: any) => {
        if (["method", "toolCall"].some((prop: any) => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every((flag: boolean) => flag))].every((flag: boolean) => flag); const _vo12 = (input: any, _path: string, _exceptionable: boolean = true): boolean => [undefined === input.name || "string" === typeof input.name && (input.name.length <= 256 || _report(_exceptionable, {
        path: _path + ".name",
        expected: "string & MaxLength<256>",
        value: input.name
    })) || _report(_exceptionable, {
        path: _path + ".name",
        expected: "((string & MaxLength<256>) | undefined)",
        value: input.name
    }), 0 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map((key: any) => {
        if (["name"].some((prop: any) => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every((flag: boolean) => flag))].every((flag: boolean) => flag); const __is = (input: any, _exceptionable: boolean = true): input is PolicyEvaluateRequest => "object" === typeof input && null !== input && false === Array.isArray(input) && _io0(input, true); let errors: any; let _report: any; return __typia_transform__createStandardSchema._createStandardSchema((input: any): import("typia").IValidation<PolicyEvaluateRequest> => {
    if (false === __is(input)) {
        errors = [];
        _report = (__typia_transform__validateReport._validateReport as any)(errors);
        ((input: any, _path: string, _exceptionable: boolean = true) => ("object" === typeof input && null !== input && false === Array.isArray(input) || _report(true, {
            path: _path + "",
            expected: "PolicyEvaluateRequest",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "PolicyEvaluateRequest",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        } as any;
    }
    return {
        success: true,
        data: input
    } as any;
}); })();
export const validateIdentityProviderCheckRequest = (() => { const _io0 = (input: any, _exceptionable: boolean = true): boolean => "string" === typeof input.provider && input.provider.length <= 64 && (undefined === input.clientId || "string" === typeof input.clientId && input.clientId.length <= 1024) && (undefined === input.clientSecret || "string" === typeof input.clientSecret && input.clientSecret.length <= 8192) && (undefined === input.url || "string" === typeof input.url && input.url.length <= 2048) && (undefined === input.scopes || Array.isArray(input.scopes) && (input.scopes.length <= 64 && input.scopes.every((elem: any, _index1: number) => "string" === typeof elem && elem.length <= 256))) && (undefined === input.requestParams || "object" === typeof input.requestParams && null !== input.requestParams && false === Array.isArray(input.requestParams) && _io1(input.requestParams, true && _exceptionable)) && (1 === Object.keys(input).length || Object.keys(input).every((key: any) => {
    if (["provider", "clientId", "clientSecret", "url", "scopes", "requestParams"].some((prop: any) => key === prop))
        return true;
    const value = input[key];
    if (undefined === value)
        return true;
    return false;
})); const _io1 = (input: any, _exceptionable: boolean = true): boolean => Object.keys(input).every((key: any) => {
    const value = input[key];
    if (undefined === value)
        return true;
    return "string" === typeof value && value.length <= 2048;
}); const _vo0 = (input: any, _path: string, _exceptionable: boolean = true): boolean => ["string" === typeof input.provider && (input.provider.length <= 64 || _report(_exceptionable, {
        path: _path + ".provider",
        expected: "string & MaxLength<64>",
        value: input.provider
    })) || _report(_exceptionable, {
        path: _path + ".provider",
        expected: "(string & MaxLength<64>)",
        value: input.provider
    }), undefined === input.clientId || "string" === typeof input.clientId && (input.clientId.length <= 1024 || _report(_exceptionable, {
        path: _path + ".clientId",
        expected: "string & MaxLength<1024>",
        value: input.clientId
    })) || _report(_exceptionable, {
        path: _path + ".clientId",
        expected: "((string & MaxLength<1024>) | undefined)",
        value: input.clientId
    }), undefined === input.clientSecret || "string" === typeof input.clientSecret && (input.clientSecret.length <= 8192 || _report(_exceptionable, {
        path: _path + ".clientSecret",
        expected: "string & MaxLength<8192>",
        value: input.clientSecret
    })) || _report(_exceptionable, {
        path: _path + ".clientSecret",
        expected: "((string & MaxLength<8192>) | undefined)",
        value: input.clientSecret
    }), undefined === input.url || "string" === typeof input.url && (input.url.length <= 2048 || _report(_exceptionable, {
        path: _path + ".url",
        expected: "string & MaxLength<2048>",
        value: input.url
    })) || _report(_exceptionable, {
        path: _path + ".url",
        expected: "((string & MaxLength<2048>) | undefined)",
        value: input.url
    }), undefined === input.scopes || (Array.isArray(input.scopes) || _report(_exceptionable, {
        path: _path + ".scopes",
        expected: "((Array<string & MaxLength<256>> & MaxItems<64>) | undefined)",
        value: input.scopes
    })) && ((input.scopes.length <= 64 || _report(_exceptionable, {
        path: _path + ".scopes",
        expected: "Array<> & MaxItems<64>",
        value: input.scopes
    })) && input.scopes.map((elem: any, _index2: number) => "string" === typeof elem && (elem.length <= 256 || _report(_exceptionable, {
        path: _path + ".scopes[" + _index2 + "]",
        expected: "string & MaxLength<256>",
        value: elem
    })) || _report(_exceptionable, {
        path: _path + ".scopes[" + _index2 + "]",
        expected: "(string & MaxLength<256>)",
        value: elem
    })).every((flag: boolean) => flag)) || _report(_exceptionable, {
        path: _path + ".scopes",
        expected: "((Array<string & MaxLength<256>> & MaxItems<64>) | undefined)",
        value: input.scopes
    }), undefined === input.requestParams || ("object" === typeof input.requestParams && null !== input.requestParams && false === Array.isArray(input.requestParams) || _report(_exceptionable, {
        path: _path + ".requestParams",
        expected: "(Record<string, string & MaxLength<2048>> | undefined)",
        value: input.requestParams
    })) && _vo1(input.requestParams, _path + ".requestParams", true && _exceptionable) || _report(_exceptionable, {
        path: _path + ".requestParams",
        expected: "(Record<string, string & MaxLength<2048>> | undefined)",
        value: input.requestParams
    }), 1 === Object.keys(input).length || (false === _exceptionable || Object.keys(input).map((key: any) => {
        if (["provider", "clientId", "clientSecret", "url", "scopes", "requestParams"].some((prop: any) => key === prop))
            return true;
        const value = input[key];
        if (undefined === value)
            return true;
        return _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "undefined",
            value: value,
            description: [
                `The property \`${key}\` is not defined in the object type.`,
                "",
                "Please remove the property next time."
            ].join("\n")
        });
    }).every((flag: boolean) => flag))].every((flag: boolean) => flag); const _vo1 = (input: any, _path: string, _exceptionable: boolean = true): boolean => [false === _exceptionable || Object.keys(input).map((key: any) => {
        const value = input[key];
        if (undefined === value)
            return true;
        return "string" === typeof value && (value.length <= 2048 || _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "string & MaxLength<2048>",
            value: value
        })) || _report(_exceptionable, {
            path: _path + __typia_transform__accessExpressionAsString._accessExpressionAsString(key),
            expected: "(string & MaxLength<2048>)",
            value: value
        });
    }).every((flag: boolean) => flag)].every((flag: boolean) => flag); const __is = (input: any, _exceptionable: boolean = true): input is IdentityProviderCheckRequest => "object" === typeof input && null !== input && _io0(input, true); let errors: any; let _report: any; return __typia_transform__createStandardSchema._createStandardSchema((input: any): import("typia").IValidation<IdentityProviderCheckRequest> => {
    if (false === __is(input)) {
        errors = [];
        _report = (__typia_transform__validateReport._validateReport as any)(errors);
        ((input: any, _path: string, _exceptionable: boolean = true) => ("object" === typeof input && null !== input || _report(true, {
            path: _path + "",
            expected: "IdentityProviderCheckRequest",
            value: input
        })) && _vo0(input, _path + "", true) || _report(true, {
            path: _path + "",
            expected: "IdentityProviderCheckRequest",
            value: input
        }))(input, "$input", true);
        const success = 0 === errors.length;
        return success ? {
            success,
            data: input
        } : {
            success,
            errors,
            data: input
        } as any;
    }
    return {
        success: true,
        data: input
    } as any;
}); })();
