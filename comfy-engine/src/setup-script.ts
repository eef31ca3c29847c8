// The setup script of a workflow, for bash (Linux, macOS) and PowerShell (the Windows portable
// build): it creates the model folders, downloads each missing model from its direct link and checks
// its size and SHA-256 where known, and clones each missing pack at the commit we tested. After a live
// check (a checklist) it covers only what is missing. It is text to read and run by hand.
import type { Checklist } from './check-on-comfy.ts';
import { CORE_PACK } from './snapshot.ts';
import { type ModelRequirement, type PackRequirement, sizeInBytes, type WorkflowRequirements } from './requirements.ts';

export type ScriptShell = 'bash' | 'powershell';

/** A file whose exact size we do not know passes when within this share of the stated size. */
const SIZE_TOLERANCE = 0.1;

/** "https://huggingface.co/microsoft/VibeVoice-1.5B" → "microsoft/VibeVoice-1.5B". */
const hfRepo = (url: string) => /^https:\/\/huggingface\.co\/([^/]+\/[^/]+?)\/?$/.exec(url)?.[1] ?? null;
const repoDir = (pack: PackRequirement) => /([^/]+?)(?:\.git)?\/?$/.exec(pack.url)?.[1] ?? pack.id;
const sh = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;
const ps = (s: string) => `'${s.replace(/'/g, "''")}'`;

function wanted(requirements: WorkflowRequirements, checklist: Checklist | null): { models: ModelRequirement[]; packs: PackRequirement[] } {
  const customPacks = requirements.packs.filter((p) => p.id !== CORE_PACK && p.url);
  if (!checklist) return { models: requirements.models, packs: customPacks };
  const missingModels = new Set(checklist.items.filter((i) => i.kind === 'model' && !i.ok && i.model).map((i) => i.model!.name));
  const missingPacks = new Set(checklist.items.filter((i) => i.kind === 'node' && i.pack).map((i) => i.pack!.id));
  return {
    models: requirements.models.filter((m) => missingModels.has(m.name)),
    packs: customPacks.filter((p) => missingPacks.has(p.id)),
  };
}

function sizeBounds(model: ModelRequirement): [number, number] | null {
  if (model.bytes !== null) return [model.bytes, model.bytes];
  const approx = sizeInBytes(model.size);
  return approx === null ? null : [Math.floor(approx * (1 - SIZE_TOLERANCE)), Math.ceil(approx * (1 + SIZE_TOLERANCE))];
}

function bashModel(model: ModelRequirement): string[] {
  const dir = `"$COMFY/models/${model.folder}"`;
  const file = `"$COMFY/models/${model.folder}/${model.name}"`;
  if (!model.downloadUrl) {
    const repo = hfRepo(model.url);
    return [
      `# ${model.name} (${model.size}, ${model.licence}): a whole repository, ${model.url}`,
      `mkdir -p ${dir}/${sh(model.name)}`,
      repo
        ? `if command -v hf >/dev/null; then hf download ${repo} --local-dir ${dir}/${sh(model.name)}; else echo "Install the Hugging Face CLI (pip install -U huggingface_hub) and run: hf download ${repo} --local-dir $COMFY/models/${model.folder}/${model.name}"; fi`
        : `echo "Download the files of ${model.url} into $COMFY/models/${model.folder}/${model.name}/"`,
    ];
  }
  const lines = [`# ${model.name} (${model.size}, ${model.licence})`, `mkdir -p ${dir}`];
  lines.push(
    `if [ ! -f ${file} ]; then`,
    `  curl -fL --retry 3 -C - -o ${file}.part ${sh(model.downloadUrl)} && mv ${file}.part ${file}`,
    'fi',
  );
  const bounds = sizeBounds(model);
  if (bounds) {
    const [min, max] = bounds;
    lines.push(`check_size ${file} ${min} ${max}${model.bytes !== null ? '' : ` # about ${model.size}`}`);
  }
  if (model.sha256) lines.push(`check_sha256 ${file} ${model.sha256}`);
  return lines;
}

function psModel(model: ModelRequirement): string[] {
  const dir = `Join-Path $Comfy ${ps(`models/${model.folder}`)}`;
  if (!model.downloadUrl) {
    const repo = hfRepo(model.url);
    return [
      `# ${model.name} (${model.size}, ${model.licence}): a whole repository, ${model.url}`,
      `$repoDir = Join-Path (${dir}) ${ps(model.name)}`,
      'New-Item -ItemType Directory -Force -Path $repoDir | Out-Null',
      repo
        ? `if (Get-Command hf -ErrorAction SilentlyContinue) { hf download ${repo} --local-dir $repoDir } else { Write-Host "Install the Hugging Face CLI (pip install -U huggingface_hub) and run: hf download ${repo} --local-dir $repoDir" }`
        : `Write-Host "Download the files of ${model.url} into $repoDir"`,
    ];
  }
  const lines = [
    `# ${model.name} (${model.size}, ${model.licence})`,
    `$dir = ${dir}`,
    'New-Item -ItemType Directory -Force -Path $dir | Out-Null',
    `$file = Join-Path $dir ${ps(model.name)}`,
    `if (-not (Test-Path $file)) { curl.exe -fL --retry 3 -C - -o "$file.part" ${ps(model.downloadUrl)}; if ($LASTEXITCODE -ne 0) { throw "Download failed: ${model.name}" }; Move-Item "$file.part" $file }`,
  ];
  const bounds = sizeBounds(model);
  if (bounds) lines.push(`Test-Size $file ${bounds[0]} ${bounds[1]}`);
  if (model.sha256) lines.push(`Test-Sha256 $file ${ps(model.sha256)}`);
  return lines;
}

function bashPack(pack: PackRequirement): string[] {
  const dir = `"$COMFY/custom_nodes/${repoDir(pack)}"`;
  return [
    `# ${pack.name}${pack.version ? ` v${pack.version}` : ''}`,
    `[ -d ${dir} ] || git clone ${sh(pack.url)} ${dir}`,
    ...(pack.commit ? [`git -C ${dir} fetch --quiet origin && git -C ${dir} checkout --quiet ${pack.commit}`] : []),
    `[ ! -f ${dir}/requirements.txt ] || "$PYTHON" -m pip install -r ${dir}/requirements.txt`,
  ];
}

function psPack(pack: PackRequirement): string[] {
  return [
    `# ${pack.name}${pack.version ? ` v${pack.version}` : ''}`,
    `$pack = Join-Path $Comfy ${ps(`custom_nodes/${repoDir(pack)}`)}`,
    `if (-not (Test-Path $pack)) { git clone ${ps(pack.url)} $pack }`,
    ...(pack.commit ? [`git -C $pack fetch --quiet origin; git -C $pack checkout --quiet ${pack.commit}`] : []),
    `if (Test-Path (Join-Path $pack 'requirements.txt')) { & $Python -m pip install -r (Join-Path $pack 'requirements.txt') }`,
  ];
}

const BASH_HEAD = [
  '#!/usr/bin/env bash',
  '# Run from anywhere: COMFY=/path/to/ComfyUI bash this-script.sh (default: ./ComfyUI).',
  'set -euo pipefail',
  'COMFY="${COMFY:-./ComfyUI}"',
  'PYTHON="${PYTHON:-python3}"',
  '[ -d "$COMFY/models" ] || { echo "No ComfyUI at $COMFY (set COMFY=/path/to/ComfyUI)"; exit 1; }',
  'check_size() { local size; size=$(wc -c < "$1"); if [ "$size" -lt "$2" ] || [ "$size" -gt "$3" ]; then echo "Size of $1 is $size bytes, expected $2-$3: delete it and run again."; exit 1; fi; }',
  'check_sha256() { local sum; sum=$( (sha256sum "$1" 2>/dev/null || shasum -a 256 "$1") | cut -d" " -f1); if [ "$sum" != "$2" ]; then echo "SHA-256 of $1 is $sum, expected $2: delete it and run again."; exit 1; fi; }',
];

const PS_HEAD = [
  '# Run in PowerShell from the folder that holds ComfyUI (the portable build: ComfyUI_windows_portable),',
  '# or set $env:COMFY to the ComfyUI folder first.',
  "$ErrorActionPreference = 'Stop'",
  "$Comfy = if ($env:COMFY) { $env:COMFY } else { Join-Path (Get-Location) 'ComfyUI' }",
  "$Python = if ($env:PYTHON) { $env:PYTHON } elseif (Test-Path (Join-Path (Get-Location) 'python_embeded\\python.exe')) { Join-Path (Get-Location) 'python_embeded\\python.exe' } else { 'python' }",
  'if (-not (Test-Path (Join-Path $Comfy \'models\'))) { throw "No ComfyUI at $Comfy (set `$env:COMFY)" }',
  'function Test-Size($file, $min, $max) { $size = (Get-Item $file).Length; if ($size -lt $min -or $size -gt $max) { throw "Size of $file is $size bytes, expected $min-$max`: delete it and run again." } }',
  'function Test-Sha256($file, $sum) { $actual = (Get-FileHash -Algorithm SHA256 $file).Hash.ToLower(); if ($actual -ne $sum) { throw "SHA-256 of $file is $actual, expected $sum`: delete it and run again." } }',
];

/** The setup script's text. With a checklist (after a live check) it covers only what is missing. */
export function setupScript(requirements: WorkflowRequirements, checklist: Checklist | null, shell: ScriptShell): string {
  const { models, packs } = wanted(requirements, checklist);
  const bash = shell === 'bash';
  const lines = [...(bash ? BASH_HEAD : PS_HEAD), ''];
  if (models.length === 0 && packs.length === 0) {
    lines.push(
      bash
        ? 'echo "Nothing to install: every model and node pack is in place."'
        : "Write-Host 'Nothing to install: every model and node pack is in place.'",
    );
    return `${lines.join('\n')}\n`;
  }
  for (const model of models) lines.push(...(bash ? bashModel(model) : psModel(model)), '');
  for (const pack of packs) lines.push(...(bash ? bashPack(pack) : psPack(pack)), '');
  lines.push(
    bash
      ? 'echo "Done. Restart ComfyUI to load new node packs, press R to see new models."'
      : "Write-Host 'Done. Restart ComfyUI to load new node packs, press R to see new models.'",
  );
  return `${lines.join('\n')}\n`;
}
