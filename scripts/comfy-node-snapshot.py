#!/usr/bin/env python3
"""Regenerates api/src/features/workflows/comfy-nodes.json, the snapshot of ComfyUI node definitions
that the workflow check (api/src/features/workflows/workflow-check.ts) reads.

It reads the Python source of a ComfyUI checkout and of custom node packs WITHOUT importing or running
any of it (no torch, no GPU): it parses every .py file with `ast` and evaluates, statically, what each
node declares:

- v1 nodes: `INPUT_TYPES` (the dict it returns, after the simple assignments before the `return`),
  registered through NODE_CLASS_MAPPINGS (a dict literal, `.update({...})`, `[key] = Class`) or a
  NODE_CONFIG dict of {"class": Class}; `DEPRECATED = True` marks a deprecated node.
- v3 nodes: `define_schema` returning `io.Schema(node_id=..., inputs=[io.Int.Input(...), ...],
  is_deprecated=...)`.

Values come from literals, module constants, class attributes, imports inside the same tree, simple
helper functions (`return <expression>`), enums and comprehensions over them. What cannot be known
without running the code is written down, never guessed: an input whose choices are the user's model
files gets "files": "<models folder>", the user's input files "input_files": "<image|video|audio>",
and any other value that static evaluation cannot give is {"unresolved": "<source text>"}.

Usage (see README "Workflow check"):
  python3 scripts/comfy-node-snapshot.py --out api/src/features/workflows/comfy-nodes.json \
      comfy-core=/path/to/ComfyUI@<commit> comfyui-kjnodes=/path/to/ComfyUI-KJNodes@<commit> ...
The name before "=" is the pack id that workflows carry in `properties.cnr_id`; "@<commit>" is
recorded in the snapshot (optional, read from the checkout's .git when left out).
"""
from __future__ import annotations

import argparse
import ast
import copy
import json
import os
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

UPLOAD_FLAGS = {"image_upload": "image", "video_upload": "video", "audio_upload": "audio", "animated_image_upload": "image"}


class Unresolved:
    """A value static evaluation cannot give; `source` is the expression's text (computed when read)."""

    def __init__(self, source: "str | tuple[Module, ast.AST]"):
        self._source = source

    @property
    def source(self) -> str:
        if not isinstance(self._source, str):
            module, node = self._source
            self._source = module.text(node)
        return self._source

    def __repr__(self) -> str:
        return f"Unresolved({self.source})"


@dataclass
class FileList:
    """`folder_paths.get_filename_list(folder)` (+ fixed extra choices)."""
    folder: str
    extra: list[Any] = field(default_factory=list)


@dataclass
class ClassRef:
    module: "Module"
    node: ast.ClassDef


@dataclass
class FuncRef:
    module: "Module"
    node: ast.FunctionDef


@dataclass
class BoundFunc:
    """A classmethod read through its class (the class is its first argument), or a list method."""
    func: "FuncRef | str"
    target: Any


@dataclass
class ModuleRef:
    module: "Module"


@dataclass
class IoType:
    """A v3 `io.<Type>` class (or `io.Custom("X")`): its io_type string."""
    io_type: str


@dataclass
class IoInput:
    io_type: str
    args: list[Any]
    kwargs: dict[str, Any]


@dataclass
class ChoicesOf:
    """A list of combo choices that only the running code knows (e.g. folders found on disk)."""
    expression: Unresolved


@dataclass
class DynamicOption:
    """`io.DynamicCombo.Option(key, inputs)`: a choice that brings its own inputs."""
    key: str
    inputs: list[Any]


@dataclass
class IoSchema:
    kwargs: dict[str, Any]


@dataclass(eq=False)
class EnumMember:
    name: str
    value: Any

    def __hash__(self) -> int:
        return hash(self.name)


class Tree:
    """One checkout: its modules by dotted name, parsed on demand."""

    def __init__(self, root: Path, fallback: "Tree | None" = None):
        self.root = root
        self.fallback = fallback  # a custom pack's imports of ComfyUI's own modules resolve in the core tree
        self.modules: dict[str, Module] = {}

    def module_for_file(self, path: Path) -> "Module | None":
        rel = path.relative_to(self.root).with_suffix("")
        parts = list(rel.parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        name = ".".join(parts)
        if name in self.modules:
            return self.modules[name]
        try:
            tree = ast.parse(path.read_text(encoding="utf-8", errors="replace"), filename=str(path))
        except SyntaxError:
            return None
        module = Module(self, name, path, tree, path.read_text(encoding="utf-8", errors="replace"))
        self.modules[name] = module
        return module

    def find_module(self, dotted: str) -> "Module | None":
        if dotted in self.modules:
            return self.modules[dotted]
        base = self.root.joinpath(*dotted.split(".")) if dotted else self.root
        for candidate in (base.with_suffix(".py"), base / "__init__.py"):
            if candidate.is_file():
                return self.module_for_file(candidate)
        if base.is_dir():  # a namespace package: its submodules are found through attribute access
            module = Module(self, dotted, base / "__init__.py", ast.Module(body=[], type_ignores=[]), "")
            self.modules[dotted] = module
            return module
        return self.fallback.find_module(dotted) if self.fallback else None


class Module:
    def __init__(self, tree: Tree, name: str, path: Path, node: ast.Module, source: str):
        self.tree = tree
        self.name = name
        self.path = path
        self.node = node
        self.source = source
        self.assigns: dict[str, ast.expr] = {}
        self.classes: dict[str, ast.ClassDef] = {}
        self.functions: dict[str, ast.FunctionDef] = {}
        self.imports: dict[str, tuple[str, str | None]] = {}
        self.cache: dict[str, Any] = {}
        self.star_imports: list[str] = []
        self._collect(node.body)

    def _collect(self, body: list[ast.stmt]) -> None:
        for stmt in body:
            if isinstance(stmt, ast.Assign) and len(stmt.targets) == 1 and isinstance(stmt.targets[0], ast.Name):
                self.assigns.setdefault(stmt.targets[0].id, stmt.value)
            elif isinstance(stmt, ast.AnnAssign) and isinstance(stmt.target, ast.Name) and stmt.value is not None:
                self.assigns.setdefault(stmt.target.id, stmt.value)
            elif isinstance(stmt, ast.ClassDef):
                self.classes[stmt.name] = stmt
            elif isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef)):
                self.functions[stmt.name] = stmt  # type: ignore[assignment]
            elif isinstance(stmt, ast.Import):
                for alias in stmt.names:
                    if alias.asname:
                        self.imports[alias.asname] = (alias.name, None)
                    else:
                        top = alias.name.split(".")[0]
                        self.imports.setdefault(top, (top, None))
            elif isinstance(stmt, ast.ImportFrom):
                base = self._absolute(stmt.module, stmt.level)
                for alias in stmt.names:
                    if alias.name == "*":
                        self.star_imports.append(base)
                    else:
                        self.imports[alias.asname or alias.name] = (base, alias.name)
            elif isinstance(stmt, (ast.Try, ast.If)):
                inner = list(stmt.body)
                if isinstance(stmt, ast.Try):
                    for handler in stmt.handlers:
                        inner += handler.body
                else:
                    inner += stmt.orelse
                self._collect(inner)

    def _absolute(self, module: str | None, level: int) -> str:
        if level == 0:
            return module or ""
        parts = self.name.split(".") if self.name else []
        if not self.path.name == "__init__.py":
            parts = parts[:-1]
        if level > 1:
            parts = parts[: len(parts) - (level - 1)]
        if module:
            parts += module.split(".")
        return ".".join(parts)

    def text(self, node: ast.AST) -> str:
        try:
            return ast.unparse(node)[:300]
        except (AttributeError, ValueError, TypeError):
            return type(node).__name__

    def lookup(self, name: str) -> Any:
        if name not in self.cache:
            self.cache[name] = Unresolved(name)  # a name that refers to itself stays unknown
            self.cache[name] = self._lookup(name)
        return self.cache[name]

    def _lookup(self, name: str) -> Any:
        if name in self.classes:
            return ClassRef(self, self.classes[name])
        if name in self.functions:
            return FuncRef(self, self.functions[name])
        if name in self.assigns:
            return Evaluator(self).eval(self.assigns[name], {})
        if name in self.imports:
            base, attr = self.imports[name]
            if attr is None:
                target = self.tree.find_module(base)
                return ModuleRef(target) if target else Unresolved(base)
            target = self.tree.find_module(base)
            if target is None:
                return Unresolved(f"{base}.{attr}")
            sub = self.tree.find_module(f"{base}.{attr}" if base else attr)
            if attr not in target.classes and attr not in target.functions and attr not in target.assigns and attr not in target.imports and sub:
                return ModuleRef(sub)
            return target.lookup(attr)
        builtins = {"True": True, "False": False, "None": None}
        if name in builtins:
            return builtins[name]
        for star in self.star_imports:
            source = self.tree.find_module(star)
            if source is not None and source is not self:
                found = source.lookup(name)
                if not isinstance(found, Unresolved):
                    return found
        return Unresolved(name)


def class_attr(ref: ClassRef, name: str, depth: int = 0) -> Any:
    for stmt in ref.node.body:
        if isinstance(stmt, ast.Assign):
            for target in stmt.targets:
                if isinstance(target, ast.Name) and target.id == name:
                    return Evaluator(ref.module).eval(stmt.value, {}, depth + 1)
        if isinstance(stmt, ast.AnnAssign) and isinstance(stmt.target, ast.Name) and stmt.target.id == name and stmt.value:
            return Evaluator(ref.module).eval(stmt.value, {}, depth + 1)
        if isinstance(stmt, ast.ClassDef) and stmt.name == name:
            return ClassRef(ref.module, stmt)
        if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef)) and stmt.name == name:
            return FuncRef(ref.module, stmt)  # type: ignore[arg-type]
    for base in ref.node.bases:
        parent = Evaluator(ref.module).eval(base, {}, depth + 1)
        if isinstance(parent, ClassRef) and depth < 10:
            found = class_attr(parent, name, depth + 1)
            if not isinstance(found, Unresolved):
                return found
    return Unresolved(f"{ref.node.name}.{name}")


def comfytype_of(cls: ast.ClassDef) -> str | None:
    """The io_type of a class declared with @comfytype(io_type=...)."""
    for deco in cls.decorator_list:
        if isinstance(deco, ast.Call) and ast.unparse(deco.func).endswith("comfytype"):
            for kw in deco.keywords:
                if kw.arg == "io_type" and isinstance(kw.value, ast.Constant) and isinstance(kw.value.value, str):
                    return kw.value.value
    return None


def is_enum(ref: ClassRef) -> bool:
    for base in ref.node.bases:
        text = ast.unparse(base)
        if text.endswith("Enum") or text.endswith("IntEnum") or text.endswith("StrEnum"):
            return True
    return False


def enum_members(ref: ClassRef) -> list[EnumMember]:
    members = []
    for stmt in ref.node.body:
        if isinstance(stmt, ast.Assign) and len(stmt.targets) == 1 and isinstance(stmt.targets[0], ast.Name):
            members.append(EnumMember(stmt.targets[0].id, Evaluator(ref.module).eval(stmt.value, {})))
    return members


class Evaluator:
    def __init__(self, module: Module):
        self.module = module

    def eval(self, node: ast.expr, env: dict[str, Any], depth: int = 0) -> Any:
        if depth > 200:
            return Unresolved((self.module, node))
        try:
            return self._eval(node, env, depth)
        except RecursionError:
            return Unresolved(self.module.text(node))

    def _eval(self, node: ast.expr, env: dict[str, Any], depth: int) -> Any:
        ev = lambda n: self.eval(n, env, depth + 1)  # noqa: E731
        unresolved = Unresolved((self.module, node))
        if isinstance(node, ast.Constant):
            return node.value
        if isinstance(node, ast.Name):
            if node.id in env:
                return env[node.id]
            found = self.module.lookup(node.id)
            if isinstance(found, (list, dict)):
                return copy.copy(found)  # a function may change it in place; the module's value stays
            if isinstance(found, ClassRef) and comfytype_of(found.node):
                return IoType(comfytype_of(found.node))  # type: ignore[arg-type]
            return found
        if isinstance(node, (ast.Tuple, ast.List)):
            items = []
            for elt in node.elts:
                if isinstance(elt, ast.Starred):
                    value = ev(elt.value)
                    if not isinstance(value, (list, tuple)):
                        return unresolved
                    items.extend(value)
                else:
                    items.append(ev(elt))
            return tuple(items) if isinstance(node, ast.Tuple) else items
        if isinstance(node, ast.Dict):
            result: dict[Any, Any] = {}
            for key, value in zip(node.keys, node.values):
                if key is None:
                    spread = ev(value)
                    if not isinstance(spread, dict):
                        return unresolved
                    result.update(spread)
                else:
                    k = ev(key)
                    if isinstance(k, Unresolved):
                        return unresolved
                    result[k] = ev(value)
            return result
        if isinstance(node, ast.UnaryOp):
            value = ev(node.operand)
            if isinstance(node.op, ast.USub) and isinstance(value, (int, float)):
                return -value
            if isinstance(node.op, ast.Not) and not isinstance(value, Unresolved):
                return not value
            return unresolved
        if isinstance(node, ast.BinOp):
            left, right = ev(node.left), ev(node.right)
            if isinstance(node.op, ast.Add):
                if isinstance(left, FileList) and isinstance(right, list):
                    return FileList(left.folder, left.extra + right)
                if isinstance(right, FileList) and isinstance(left, list):
                    return FileList(right.folder, left + right.extra)
                if isinstance(left, list) and isinstance(right, list):
                    return left + right
                if isinstance(left, tuple) and isinstance(right, tuple):
                    return left + right
            if isinstance(node.op, ast.BitOr) and isinstance(left, dict) and isinstance(right, dict):
                return {**left, **right}
            numeric = (int, float)
            if isinstance(left, numeric) and isinstance(right, numeric) and not isinstance(left, bool):
                ops = {ast.Add: lambda a, b: a + b, ast.Sub: lambda a, b: a - b, ast.Mult: lambda a, b: a * b,
                       ast.Div: lambda a, b: a / b, ast.FloorDiv: lambda a, b: a // b, ast.Pow: lambda a, b: a ** b,
                       ast.LShift: lambda a, b: a << b}
                op = ops.get(type(node.op))
                if op:
                    return op(left, right)
            if isinstance(node.op, ast.Add) and isinstance(left, str) and isinstance(right, str):
                return left + right
            return unresolved
        if isinstance(node, ast.IfExp):
            test = ev(node.test)
            if isinstance(test, Unresolved):
                body, orelse = ev(node.body), ev(node.orelse)
                if isinstance(body, list) or isinstance(orelse, list):
                    return ChoicesOf(unresolved)  # a list of choices either way, known only at run time
                return unresolved
            return ev(node.body) if test else ev(node.orelse)
        if isinstance(node, ast.Compare) and len(node.ops) == 1:
            left, right = ev(node.left), ev(node.comparators[0])
            if isinstance(left, Unresolved) or isinstance(right, Unresolved):
                return unresolved
            op = node.ops[0]
            if isinstance(op, ast.Is):
                return left is right
            if isinstance(op, ast.IsNot):
                return left is not right
            if isinstance(op, ast.Eq):
                return left == right
            if isinstance(op, ast.NotEq):
                return left != right
            return unresolved
        if isinstance(node, ast.Attribute):
            base = ev(node.value)
            return self.attribute(base, node.attr, unresolved, depth)
        if isinstance(node, ast.Subscript):
            base, index = ev(node.value), ev(node.slice)
            if isinstance(base, (list, tuple, dict)) and not isinstance(index, Unresolved):
                try:
                    return base[index]
                except (KeyError, IndexError, TypeError):
                    return unresolved
            return unresolved
        if isinstance(node, (ast.ListComp, ast.GeneratorExp)) and len(node.generators) == 1:
            gen = node.generators[0]
            iterable = ev(gen.iter)
            if isinstance(iterable, ClassRef) and is_enum(iterable):
                iterable = enum_members(iterable)
            if isinstance(iterable, dict):
                iterable = list(iterable)
            if not isinstance(iterable, (list, tuple)) or not isinstance(gen.target, ast.Name):
                return unresolved
            out = []
            for item in iterable:
                inner = {**env, gen.target.id: item}
                if all(self.eval(cond, inner, depth + 1) is True for cond in gen.ifs):
                    out.append(self.eval(node.elt, inner, depth + 1))
            return out
        if isinstance(node, ast.Call):
            return self.call(node, env, depth, unresolved)
        if isinstance(node, ast.JoinedStr):
            return unresolved
        return unresolved

    def attribute(self, base: Any, attr: str, unresolved: Unresolved, depth: int) -> Any:
        if isinstance(base, ModuleRef):
            found = base.module.lookup(attr)
            if isinstance(found, Unresolved):
                sub = base.module.tree.find_module(f"{base.module.name}.{attr}" if base.module.name else attr)
                if sub:
                    return ModuleRef(sub)
            if isinstance(found, ClassRef):
                io_type = comfytype_of(found.node)
                if io_type:
                    return IoType(io_type)
            return found
        if isinstance(base, IoType) and attr == "Input":
            return ("IO_INPUT", base.io_type)
        if isinstance(base, IoType) and attr == "Option":
            return ("IO_OPTION",)
        if isinstance(base, ClassRef):
            if is_enum(base):
                for member in enum_members(base):
                    if member.name == attr:
                        return member
            found = class_attr(base, attr, depth + 1)
            if isinstance(found, FuncRef) and any(ast.unparse(d) == "classmethod" for d in found.node.decorator_list):
                return BoundFunc(found, base)
            return found
        if isinstance(base, (list, FileList)) and attr in ("append", "extend"):
            return BoundFunc(attr, base)
        if isinstance(base, EnumMember):
            if attr == "value":
                return base.value
            if attr == "name":
                return base.name
        if isinstance(base, dict) and attr in ("keys", "values", "items"):
            return ("BOUND", base, attr)
        return unresolved

    def call(self, node: ast.Call, env: dict[str, Any], depth: int, unresolved: Unresolved) -> Any:
        ev = lambda n: self.eval(n, env, depth + 1)  # noqa: E731
        func_text = ast.unparse(node.func)
        if func_text.endswith("get_filename_list") and node.args:
            folder = ev(node.args[0])
            return FileList(folder) if isinstance(folder, str) else unresolved
        args = []
        for arg in node.args:
            if isinstance(arg, ast.Starred):
                return unresolved
            args.append(ev(arg))
        kwargs: dict[str, Any] = {}
        for kw in node.keywords:
            if kw.arg is None:
                spread = ev(kw.value)
                if not isinstance(spread, dict):
                    return unresolved
                kwargs.update(spread)
            else:
                kwargs[kw.arg] = ev(kw.value)
        func = self.eval(node.func, env, depth + 1)
        if isinstance(func, tuple) and len(func) == 2 and func[0] == "IO_INPUT":
            return IoInput(func[1], args, kwargs)
        if isinstance(func, tuple) and func == ("IO_OPTION",):
            key = args[0] if args else kwargs.get("key")
            key = key.value if isinstance(key, EnumMember) else key
            inputs = args[1] if len(args) > 1 else kwargs.get("inputs", [])
            return DynamicOption(key, inputs) if isinstance(key, str) and isinstance(inputs, list) else unresolved
        if isinstance(func, tuple) and len(func) == 3 and func[0] == "BOUND":
            return list(getattr(func[1], func[2])())
        if isinstance(func, ClassRef) and func.node.name == "Schema" and func.module.name.endswith("_io"):
            return IoSchema(kwargs)
        if isinstance(func, (ClassRef, FuncRef)) and func.node.name == "Custom" and func.module.name.endswith("_io") and args:
            return IoType(args[0]) if isinstance(args[0], str) else unresolved
        if isinstance(func, Unresolved):
            name = func.source
            if name in ("list", "sorted", "tuple") and len(args) == 1:
                value = args[0]
                if isinstance(value, FileList) and name in ("list", "sorted"):
                    return value  # the user's files, in whatever order: still the folder's file list
                if isinstance(value, dict):
                    value = list(value)
                if isinstance(value, ClassRef) and is_enum(value):
                    value = [m.value for m in enum_members(value)]
                if isinstance(value, (list, tuple)):
                    items = list(value)
                    return sorted(items) if name == "sorted" and all(isinstance(i, str) for i in items) else (tuple(items) if name == "tuple" else items)
                return unresolved
            if name == "dict" and not args:
                return kwargs
            if name == "enumerate" and len(args) == 1 and isinstance(args[0], (list, tuple)):
                return list(enumerate(args[0]))
            if name == "len" and len(args) == 1 and isinstance(args[0], (list, tuple, dict, str)):
                return len(args[0])
            if name == "max" and args and all(isinstance(a, (int, float)) for a in args):
                return max(args)
            if name == "min" and args and all(isinstance(a, (int, float)) for a in args):
                return min(args)
            if name == "int" and len(args) == 1 and isinstance(args[0], (int, float)):
                return int(args[0])
            if name == "float" and len(args) == 1 and isinstance(args[0], (int, float)):
                return float(args[0])
            return unresolved
        if isinstance(func, FuncRef):
            return self.call_function(func, args, kwargs, depth, unresolved)
        if isinstance(func, BoundFunc) and isinstance(func.func, FuncRef):
            return self.call_function(func.func, [func.target, *args], kwargs, depth, unresolved)
        if isinstance(func, BoundFunc) and len(args) == 1:
            items = func.target.extra if isinstance(func.target, FileList) else func.target
            if func.func == "append":
                items.append(args[0])
            elif isinstance(args[0], list):
                items.extend(args[0])
            return None
        return unresolved

    def call_function(self, func: FuncRef, args: list[Any], kwargs: dict[str, Any], depth: int, unresolved: Unresolved) -> Any:
        fn = func.node
        local: dict[str, Any] = {}
        params = fn.args.args
        defaults = fn.args.defaults
        offset = len(params) - len(defaults)
        for i, param in enumerate(params):
            if i < len(args):
                local[param.arg] = args[i]
            elif param.arg in kwargs:
                local[param.arg] = kwargs.pop(param.arg)
            elif i >= offset:
                local[param.arg] = Evaluator(func.module).eval(defaults[i - offset], {}, depth + 1)
            else:
                return unresolved
        for param, default in zip(fn.args.kwonlyargs, fn.args.kw_defaults):
            if param.arg in kwargs:
                local[param.arg] = kwargs.pop(param.arg)
            elif default is not None:
                local[param.arg] = Evaluator(func.module).eval(default, {}, depth + 1)
        if fn.args.kwarg:
            local[fn.args.kwarg.arg] = dict(kwargs)
        elif kwargs:
            return unresolved
        return run_body(func.module, fn.body, local, depth + 1)


class _Return(Exception):
    def __init__(self, value: Any):
        self.value = value


def _bind(target: ast.expr, value: Any, env: dict[str, Any], evaluator: "Evaluator", depth: int) -> None:
    if isinstance(target, ast.Name):
        env[target.id] = value
    elif isinstance(target, (ast.Tuple, ast.List)):
        if isinstance(value, (list, tuple)) and len(value) == len(target.elts):
            for element, item in zip(target.elts, value):
                _bind(element, item, env, evaluator, depth)
        else:
            for element in target.elts:
                _bind(element, Unresolved((evaluator.module, target)), env, evaluator, depth)
    elif isinstance(target, ast.Subscript):
        container = evaluator.eval(target.value, env, depth + 1)
        index = evaluator.eval(target.slice, env, depth + 1)
        if isinstance(container, dict) and not isinstance(index, Unresolved):
            container[index] = value
        elif isinstance(container, list) and isinstance(index, int) and -len(container) <= index < len(container):
            container[index] = value


MAX_STEPS = 10000


def _run(module: Module, body: list[ast.stmt], env: dict[str, Any], depth: int, steps: list[int]) -> None:
    evaluator = Evaluator(module)
    for stmt in body:
        steps[0] += 1
        if steps[0] > MAX_STEPS:
            raise _Return(Unresolved("too many steps"))
        if isinstance(stmt, ast.Expr):
            if isinstance(stmt.value, ast.Call):
                evaluator.eval(stmt.value, env, depth + 1)  # a helper that fills a list or dict in place
            continue
        if isinstance(stmt, ast.Assign):
            value = evaluator.eval(stmt.value, env, depth + 1)
            for target in stmt.targets:
                _bind(target, value, env, evaluator, depth)
            continue
        if isinstance(stmt, ast.AnnAssign) and stmt.value is not None:
            _bind(stmt.target, evaluator.eval(stmt.value, env, depth + 1), env, evaluator, depth)
            continue
        if isinstance(stmt, ast.AugAssign) and isinstance(stmt.target, ast.Name) and isinstance(stmt.op, ast.Add):
            current, value = env.get(stmt.target.id), evaluator.eval(stmt.value, env, depth + 1)
            if isinstance(current, FileList):
                # Files plus choices computed at run time from other folders: the files part is what matters.
                env[stmt.target.id] = FileList(current.folder, current.extra + (value if isinstance(value, list) else []))
                continue
            if isinstance(current, list) and isinstance(value, list):
                env[stmt.target.id] = current + value
                continue
        if isinstance(stmt, ast.Return):
            raise _Return(evaluator.eval(stmt.value, env, depth + 1) if stmt.value is not None else None)
        if isinstance(stmt, ast.If):
            test = evaluator.eval(stmt.test, env, depth + 1)
            if not isinstance(test, Unresolved):
                _run(module, stmt.body if test else stmt.orelse, env, depth, steps)
                continue
        if isinstance(stmt, ast.For) and not stmt.orelse:
            iterable = evaluator.eval(stmt.iter, env, depth + 1)
            if isinstance(iterable, dict):
                iterable = list(iterable)
            if isinstance(iterable, (list, tuple)):
                try:
                    for item in list(iterable):
                        _bind(stmt.target, item, env, evaluator, depth)
                        _run(module, stmt.body, env, depth, steps)
                except _Break:
                    pass
                continue
        if isinstance(stmt, ast.Break):
            raise _Break()
        if isinstance(stmt, ast.Delete):
            for target in stmt.targets:
                if isinstance(target, ast.Subscript):
                    container = evaluator.eval(target.value, env, depth + 1)
                    index = evaluator.eval(target.slice, env, depth + 1)
                    if isinstance(container, (list, dict)) and not isinstance(index, Unresolved):
                        try:
                            del container[index]
                        except (KeyError, IndexError, TypeError):
                            pass
            continue
        if isinstance(stmt, ast.Pass):
            continue
        # Anything else (try, while, with, a branch on a runtime value): what it touches is unknown from here on.
        for inner in ast.walk(stmt):
            if isinstance(inner, ast.Name) and isinstance(inner.ctx, ast.Store):
                env[inner.id] = Unresolved((module, stmt))
            if isinstance(inner, ast.Return) and inner.value is not None:
                raise _Return(Unresolved((module, stmt)))


class _Break(Exception):
    pass


def run_body(module: Module, body: list[ast.stmt], env: dict[str, Any], depth: int = 0) -> Any:
    """Runs a function body statically: assignments (also into dicts and lists), `if` on known values,
    `for` over known lists, helper calls that fill a list in place, `del`; returns what it returns."""
    env = dict(env)
    try:
        _run(module, body, env, depth, [0])
    except _Return as result:
        return result.value
    except _Break:
        pass
    return Unresolved("no return")


# ---------------------------------------------------------------------------------------------------


def jsonable(value: Any) -> Any:
    if isinstance(value, Unresolved):
        return {"unresolved": value.source}
    if isinstance(value, EnumMember):
        return jsonable(value.value)
    if isinstance(value, (list, tuple)):
        return [jsonable(v) for v in value]
    if isinstance(value, dict):
        return {str(k): jsonable(v) for k, v in value.items() if not isinstance(k, Unresolved)}
    if isinstance(value, float) and (value != value or value in (float("inf"), float("-inf"))):
        return {"unresolved": repr(value)}
    if isinstance(value, (str, int, float, bool)) or value is None:
        return value
    return {"unresolved": type(value).__name__}


def describe_input(name: str, spec: Any, optional: bool) -> dict[str, Any]:
    """A v1 input spec (TYPE,) / (TYPE, {options}) / ([choices], {options}) as snapshot JSON."""
    out: dict[str, Any] = {"name": name}
    if optional:
        out["optional"] = True
    if isinstance(spec, Unresolved) or not isinstance(spec, (tuple, list)) or not spec:
        out["type"] = {"unresolved": spec.source if isinstance(spec, Unresolved) else repr(spec)[:120]}
        return out
    kind = spec[0].value if isinstance(spec[0], EnumMember) else spec[0]
    options = spec[1] if len(spec) > 1 and isinstance(spec[1], dict) else {}
    if kind == "COMBO" and "options" in options:
        kind = options["options"]
    if isinstance(kind, FileList):
        out["type"] = "COMBO"
        out["files"] = kind.folder
        if kind.extra:
            out["extra_options"] = jsonable(kind.extra)
    elif isinstance(kind, (list, tuple)):
        out["type"] = "COMBO"
        upload = next((UPLOAD_FLAGS[k] for k in UPLOAD_FLAGS if options.get(k) is True), None)
        if upload:
            out["input_files"] = upload
        else:
            out["options"] = jsonable(list(kind))
    elif isinstance(kind, str):
        out["type"] = kind
    elif isinstance(kind, ChoicesOf):
        out["type"] = "COMBO"
        out["options"] = {"unresolved": kind.expression.source}
    elif isinstance(kind, Unresolved) and any(options.get(k) is True for k in UPLOAD_FLAGS):
        out["type"] = "COMBO"
        out["input_files"] = next(UPLOAD_FLAGS[k] for k in UPLOAD_FLAGS if options.get(k) is True)
    else:
        out["type"] = jsonable(kind)
    for key in ("default", "min", "max", "step", "round", "multiline", "control_after_generate", "forceInput", "defaultInput", "lazy"):
        if key in options:
            out[key] = jsonable(options[key])
    return out


def describe_io_input(value: IoInput) -> dict[str, Any]:
    kwargs = dict(value.kwargs)
    args = list(value.args)
    name = args.pop(0) if args else kwargs.pop("id", None)
    if isinstance(name, IoInput):
        # io.MultiType.Input(io.Float.Input("frame_rate", ...), [io.Int]): the inner input names the input and
        # makes the widget (the other types only widen what a link may bring).
        inner = describe_io_input(name)
        if kwargs.get("optional"):
            inner["optional"] = True
        return inner
    if value.io_type == "COMBO" and args and "options" not in kwargs:
        kwargs["options"] = args.pop(0)
    options = kwargs.get("options")
    if isinstance(options, ClassRef) and is_enum(options):
        options = [m.value for m in enum_members(options)]
    spec_options: dict[str, Any] = {}
    for key in ("default", "min", "max", "step", "round", "multiline", "control_after_generate", "lazy"):
        if key in kwargs and kwargs[key] is not None:
            spec_options[key] = kwargs[key]
    if kwargs.get("force_input"):
        spec_options["forceInput"] = True
    upload = kwargs.get("upload")
    if isinstance(upload, EnumMember):
        flag = upload.value
        if isinstance(flag, str) and flag in UPLOAD_FLAGS:
            spec_options[flag] = True
    if isinstance(options, list) and options and all(isinstance(o, DynamicOption) for o in options):
        # A DynamicCombo: the frontend shows a combo and, after it, the widgets of the chosen option.
        described = {"name": name if isinstance(name, str) else "?", "type": "COMBO", "options": [o.key for o in options]}
        if kwargs.get("optional"):
            described["optional"] = True
        described["dynamic"] = {
            o.key: [describe_io_input(i) if isinstance(i, IoInput) else {"name": "?", "type": jsonable(i)} for i in o.inputs]
            for o in options
        }
        return described
    kind: Any = value.io_type
    if value.io_type == "COMBO":
        kind = options if options is not None else Unresolved("options")
    if isinstance(spec_options.get("default"), EnumMember):
        spec_options["default"] = spec_options["default"].value
    described = describe_input(name if isinstance(name, str) else "?", (kind, spec_options), bool(kwargs.get("optional")))
    if value.io_type == "COMBO" and isinstance(kind, Unresolved) and "input_files" not in described:
        described["type"] = "COMBO"
        described["options"] = jsonable(kind)
    if kwargs.get("socketless") is True:
        described["socketless"] = True
    return described


def v1_node(ref: ClassRef) -> dict[str, Any]:
    node: dict[str, Any] = {}
    fn = next((s for s in ref.node.body if isinstance(s, (ast.FunctionDef, ast.AsyncFunctionDef)) and s.name == "INPUT_TYPES"), None)
    if fn is None:
        found = class_attr(ref, "INPUT_TYPES")
        fn = found.node if isinstance(found, FuncRef) else None
        module = found.module if isinstance(found, FuncRef) else ref.module
    else:
        module = ref.module
    if fn is None:
        node["unresolved"] = "no INPUT_TYPES"
        return node
    first = fn.args.args[0].arg if fn.args.args else "s"
    result = run_body(module, fn.body, {first: ref, "cls": ref, "s": ref})  # type: ignore[arg-type]
    if not isinstance(result, dict):
        node["unresolved"] = f"INPUT_TYPES: {result.source if isinstance(result, Unresolved) else type(result).__name__}"
        return node
    inputs = []
    for section, optional in (("required", False), ("optional", True)):
        group = result.get(section, {})
        if isinstance(group, Unresolved):
            node["unresolved"] = f"INPUT_TYPES {section}: {group.source}"
            continue
        if isinstance(group, dict):
            for name, spec in group.items():
                inputs.append(describe_input(str(name), spec, optional))
    node["inputs"] = inputs
    deprecated = class_attr(ref, "DEPRECATED")
    node["deprecated"] = deprecated is True
    return node


def v3_node(ref: ClassRef) -> tuple[str | None, dict[str, Any]]:
    fn = next((s for s in ref.node.body if isinstance(s, (ast.FunctionDef, ast.AsyncFunctionDef)) and s.name == "define_schema"), None)
    if fn is None:
        return None, {}
    first = fn.args.args[0].arg if fn.args.args else "cls"
    schema = run_body(ref.module, fn.body, {first: ref})
    if not isinstance(schema, IoSchema):
        return None, {"unresolved": f"define_schema: {schema.source if isinstance(schema, Unresolved) else type(schema).__name__}"}
    node_id = schema.kwargs.get("node_id")
    inputs_value = schema.kwargs.get("inputs", [])
    node: dict[str, Any] = {}
    if isinstance(inputs_value, list):
        described = []
        for item in inputs_value:
            if isinstance(item, IoInput):
                described.append(describe_io_input(item))
            else:
                described.append({"name": "?", "type": jsonable(item)})
        # ComfyUI hands v3 inputs to the frontend as v1 "required" then "optional".
        node["inputs"] = [d for d in described if not d.get("optional")] + [d for d in described if d.get("optional")]
    else:
        node["unresolved"] = f"inputs: {jsonable(inputs_value)}"
    node["deprecated"] = schema.kwargs.get("is_deprecated") is True
    return node_id if isinstance(node_id, str) else None, node


def registrations(module: Module) -> list[tuple[str, ast.expr]]:
    """(node type, class expression) pairs that a module registers."""
    pairs: list[tuple[str, ast.expr]] = []
    names = {"NODE_CLASS_MAPPINGS", "NODE_CONFIG"}

    def from_dict(d: ast.Dict) -> None:
        for key, value in zip(d.keys, d.values):
            if not (isinstance(key, ast.Constant) and isinstance(key.value, str)):
                continue
            if isinstance(value, ast.Dict):
                for k2, v2 in zip(value.keys, value.values):
                    if isinstance(k2, ast.Constant) and k2.value == "class":
                        pairs.append((key.value, v2))
            else:
                pairs.append((key.value, value))

    for stmt in ast.walk(module.node):
        if isinstance(stmt, ast.Assign):
            for target in stmt.targets:
                if isinstance(target, ast.Name) and target.id in names and isinstance(stmt.value, ast.Dict):
                    from_dict(stmt.value)
                if (isinstance(target, ast.Subscript) and isinstance(target.value, ast.Name) and target.value.id in names
                        and isinstance(target.slice, ast.Constant) and isinstance(target.slice.value, str)):
                    pairs.append((target.slice.value, stmt.value))
        if (isinstance(stmt, ast.Call) and isinstance(stmt.func, ast.Attribute) and stmt.func.attr == "update"
                and isinstance(stmt.func.value, ast.Name) and stmt.func.value.id in names and stmt.args
                and isinstance(stmt.args[0], ast.Dict)):
            from_dict(stmt.args[0])
    return pairs


def replacements(module: Module) -> list[tuple[str, str]]:
    """(old node type, new node type) pairs of `NodeReplace(new_node_id=..., old_node_id=...)` calls."""
    pairs = []
    for call in ast.walk(module.node):
        if isinstance(call, ast.Call) and ast.unparse(call.func).endswith("NodeReplace"):
            found = {kw.arg: kw.value.value for kw in call.keywords if isinstance(kw.value, ast.Constant)}
            if isinstance(found.get("old_node_id"), str) and isinstance(found.get("new_node_id"), str):
                pairs.append((found["old_node_id"], found["new_node_id"]))
    return pairs


def git_commit(root: Path) -> str | None:
    try:
        return subprocess.run(["git", "-C", str(root), "rev-parse", "HEAD"], capture_output=True, text=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return None


SKIP_DIRS = {"tests", "tests-unit", "test", ".git", "node_modules", "web", "docs", "examples", "script_examples"}


def scan(root: Path, pack: str, core: Tree | None) -> tuple[Tree, dict[str, dict[str, Any]]]:
    tree = Tree(root, core)
    nodes: dict[str, dict[str, Any]] = {}
    replaced: dict[str, str] = {}
    files = sorted(p for p in root.rglob("*.py") if not (set(p.relative_to(root).parts[:-1]) & SKIP_DIRS))
    for path in files:
        module = tree.module_for_file(path)
        if module is None:
            continue
        replaced.update(replacements(module))
        for node_type, expr in registrations(module):
            ref = Evaluator(module).eval(expr, {})
            if isinstance(ref, ClassRef):
                described = v1_node(ref) if not any(
                    isinstance(s, (ast.FunctionDef, ast.AsyncFunctionDef)) and s.name == "define_schema" for s in ref.node.body
                ) else v3_node(ref)[1]
                nodes[node_type] = {"pack": pack, **described}
            else:
                nodes.setdefault(node_type, {"pack": pack, "unresolved": f"class {ast.unparse(expr)}"})
        for cls in module.classes.values():
            if any(isinstance(s, (ast.FunctionDef, ast.AsyncFunctionDef)) and s.name == "define_schema" for s in cls.body):
                node_id, described = v3_node(ClassRef(module, cls))
                if node_id and node_id not in nodes:
                    nodes[node_id] = {"pack": pack, **described}
    for old, new in replaced.items():
        # ComfyUI swaps these for their successor when it loads a workflow: deprecated for the check.
        if old in nodes:
            nodes[old]["deprecated"] = True
            nodes[old]["replaced_by"] = new
    return tree, nodes


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", required=True)
    parser.add_argument("sources", nargs="+", help="pack=path[@commit]; the first must be comfy-core=<ComfyUI checkout>")
    options = parser.parse_args()
    sys.setrecursionlimit(10000)
    snapshot: dict[str, Any] = {
        "comment": "Generated by scripts/comfy-node-snapshot.py from the sources below; do not edit by hand.",
        "sources": [],
        "nodes": {},
    }
    core: Tree | None = None
    all_nodes: dict[str, Any] = {}
    for source in options.sources:
        pack, _, rest = source.partition("=")
        path_text, _, commit = rest.partition("@")
        root = Path(path_text).resolve()
        if not root.is_dir():
            parser.error(f"{root} is not a folder")
        entry: dict[str, Any] = {"pack": pack, "commit": commit or git_commit(root)}
        version_file = root / "comfyui_version.py"
        if version_file.is_file():
            version_source = version_file.read_text(encoding="utf-8")
            version = Module(Tree(root), "comfyui_version", version_file, ast.parse(version_source), version_source).assigns.get("__version__")
            if isinstance(version, ast.Constant):
                entry["version"] = version.value
        for meta in ("pyproject.toml",):
            meta_file = root / meta
            if meta_file.is_file() and "version" not in entry:
                for line in meta_file.read_text(encoding="utf-8", errors="replace").splitlines():
                    if line.strip().startswith("version") and "=" in line:
                        entry["version"] = line.split("=", 1)[1].strip().strip('"\'')
                        break
        tree, nodes = scan(root, pack, core)
        if core is None:
            core = tree
        entry["nodes"] = len(nodes)
        snapshot["sources"].append(entry)
        for name, node in nodes.items():
            all_nodes.setdefault(name, node)
    snapshot["nodes"] = {name: all_nodes[name] for name in sorted(all_nodes)}
    Path(options.out).write_text(json.dumps(snapshot, indent=1, ensure_ascii=False, sort_keys=False) + "\n", encoding="utf-8")
    unresolved = sum(1 for n in all_nodes.values() if "unresolved" in n)
    print(f"{len(all_nodes)} node types from {len(options.sources)} sources ({unresolved} without readable inputs) -> {options.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
