{{/*
Chart name, truncated to the 63 characters DNS labels allow.
*/}}
{{- define "mahjong-scoring.name" -}}
{{- default .Chart.Name .Values.nameOverride | trunc 63 | trimSuffix "-" }}
{{- end }}

{{/*
Fully qualified app name: RELEASE-CHART, or RELEASE when it already contains
the chart name.
*/}}
{{- define "mahjong-scoring.fullname" -}}
{{- if .Values.fullnameOverride }}
{{- .Values.fullnameOverride | trunc 63 | trimSuffix "-" }}
{{- else }}
{{- $name := default .Chart.Name .Values.nameOverride }}
{{- if contains $name .Release.Name }}
{{- .Release.Name | trunc 63 | trimSuffix "-" }}
{{- else }}
{{- printf "%s-%s" .Release.Name $name | trunc 63 | trimSuffix "-" }}
{{- end }}
{{- end }}
{{- end }}

{{/*
Chart label value: NAME-VERSION.
*/}}
{{- define "mahjong-scoring.chart" -}}
{{- printf "%s-%s" .Chart.Name .Chart.Version | replace "+" "_" | trunc 63 | trimSuffix "-" }}
{{- end }}

{{/*
Common labels.
*/}}
{{- define "mahjong-scoring.labels" -}}
helm.sh/chart: {{ include "mahjong-scoring.chart" . }}
{{ include "mahjong-scoring.selectorLabels" . }}
app.kubernetes.io/version: {{ .Values.image.tag | default .Chart.AppVersion | trunc 63 | trimSuffix "-" | quote }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
app.kubernetes.io/component: server
app.kubernetes.io/part-of: mahjong-scoring
{{- end }}

{{/*
Selector labels (immutable on the Deployment: keep them minimal).
*/}}
{{- define "mahjong-scoring.selectorLabels" -}}
app.kubernetes.io/name: {{ include "mahjong-scoring.name" . }}
app.kubernetes.io/instance: {{ .Release.Name }}
{{- end }}

{{/*
ServiceAccount name.
*/}}
{{- define "mahjong-scoring.serviceAccountName" -}}
{{- if .Values.serviceAccount.create }}
{{- default (include "mahjong-scoring.fullname" .) .Values.serviceAccount.name }}
{{- else }}
{{- default "default" .Values.serviceAccount.name }}
{{- end }}
{{- end }}

{{/*
Container image reference: repository@digest, else repository:tag (tag
defaults to the chart's appVersion).
*/}}
{{- define "mahjong-scoring.image" -}}
{{- if .Values.image.digest }}
{{- printf "%s@%s" .Values.image.repository .Values.image.digest }}
{{- else }}
{{- printf "%s:%s" .Values.image.repository (.Values.image.tag | default .Chart.AppVersion) }}
{{- end }}
{{- end }}

{{/*
Name of the rule set ConfigMap.
*/}}
{{- define "mahjong-scoring.rulesetsConfigMap" -}}
{{- printf "%s-rulesets" (include "mahjong-scoring.fullname" .) | trunc 63 | trimSuffix "-" }}
{{- end }}

{{/*
Mount path of the custom rule sets inside the container.
*/}}
{{- define "mahjong-scoring.rulesetsDir" -}}
/etc/mahjong/rulesets
{{- end }}

{{/*
Fail early on invalid values the schema cannot express.
*/}}
{{- define "mahjong-scoring.validate" -}}
{{- range $file, $_ := .Values.rulesets }}
{{- if not (hasSuffix ".toml" $file) }}
{{- fail (printf "rulesets: key %q must be a file name ending in .toml" $file) }}
{{- end }}
{{- if not (regexMatch "^[-._a-zA-Z0-9]+$" $file) }}
{{- fail (printf "rulesets: key %q must match [-._a-zA-Z0-9]+ (ConfigMap key)" $file) }}
{{- end }}
{{- end }}
{{- if not (has .Values.log.format (list "text" "json")) }}
{{- fail (printf "log.format must be \"text\" or \"json\", got %q" .Values.log.format) }}
{{- end }}
{{- if and .Values.probes.startup.enabled (not (has .Values.probes.startup.type (list "grpc" "http"))) }}
{{- fail (printf "probes.startup.type must be \"grpc\" or \"http\", got %q" .Values.probes.startup.type) }}
{{- end }}
{{- $needed := include "mahjong-scoring.stopSeconds" . | int }}
{{- if and (not (kindIs "invalid" .Values.terminationGracePeriodSeconds)) (lt (int .Values.terminationGracePeriodSeconds) $needed) }}
{{- fail (printf "terminationGracePeriodSeconds (%v) must cover lifecycle.preStopSleepSeconds + server.drainMs + server.shutdownGraceMs (%d s)" .Values.terminationGracePeriodSeconds $needed) }}
{{- end }}
{{- end }}

{{/*
Seconds a pod needs to stop: the preStop sleep, the drain and the grace, rounded up.
*/}}
{{- define "mahjong-scoring.stopSeconds" -}}
{{- $ms := add .Values.server.drainMs .Values.server.shutdownGraceMs 999 }}
{{- add .Values.lifecycle.preStopSleepSeconds (div $ms 1000) }}
{{- end }}

{{/*
terminationGracePeriodSeconds: the value, or what stopping needs plus 5 s.
*/}}
{{- define "mahjong-scoring.terminationGracePeriodSeconds" -}}
{{- if kindIs "invalid" .Values.terminationGracePeriodSeconds }}
{{- add (include "mahjong-scoring.stopSeconds" . | int) 5 }}
{{- else }}
{{- .Values.terminationGracePeriodSeconds }}
{{- end }}
{{- end }}
