"""Flutter and React Native pass examples give their widgets a name (and a control its role),
read from the syntax tree (tree-sitter), not from the text: a call's named arguments in Dart,
a JSX element's attributes and children. README.md beside this file lists the rules; they are
the "Code rules" every helper writing these sections follows.

What the tree cannot show is not guessed: a name passed in a spread (`{...props}`) or built in
another function does not count, because a pass example has to show the reader the name.
"""

from __future__ import annotations

from dataclasses import dataclass

import tree_sitter


@dataclass
class Finding:
    line: int     # 1-based, in the block
    column: int   # 1-based, in characters
    message: str


def _text(node: tree_sitter.Node, src: bytes) -> str:
    return src[node.start_byte:node.end_byte].decode("utf-8", "replace")


def _position(node: tree_sitter.Node, src: bytes) -> tuple[int, int]:
    row, byte_col = node.start_point
    line_start = src.rfind(b"\n", 0, node.start_byte) + 1
    return row + 1, len(src[line_start:line_start + byte_col].decode("utf-8", "replace")) + 1


def _finding(node: tree_sitter.Node, src: bytes, message: str) -> Finding:
    line, column = _position(node, src)
    return Finding(line, column, message)


def _walk(root: tree_sitter.Node):
    stack = [root]
    while stack:
        node = stack.pop()
        yield node
        stack.extend(reversed(node.children))


def _inside(inner: tree_sitter.Node, outer: tree_sitter.Node) -> bool:
    return outer.start_byte <= inner.start_byte and inner.end_byte <= outer.end_byte


# ----------------------------------------------------------------------------- Flutter (Dart)

@dataclass
class DartCall:
    name: str                    # "IconButton", "Image.asset"; ".apply" for a method on an expression
    start: tree_sitter.Node      # the callee's first node: where a finding points
    args: tree_sitter.Node       # the `arguments` node
    named: dict[str, tree_sitter.Node]  # named_argument nodes by their label

    def value(self, key: str, src: bytes) -> str | None:
        """The source text of a named argument's value, or None when it is not given."""
        arg = self.named.get(key)
        if arg is None:
            return None
        label = next(c for c in arg.named_children if c.type == "label")
        return src[label.end_byte:arg.end_byte].decode("utf-8", "replace").strip()


EMPTY_DART = {"null", "''", '""', "r''", 'r""'}


def dart_calls(root: tree_sitter.Node, src: bytes) -> list[DartCall]:
    """Every call with arguments: `Name(…)`, `Name.named(…)`, `const`/`new` forms, and methods.
    The Dart grammar gives `Image.asset('a')` as siblings: identifier, selector `.asset`,
    selector holding the arguments; the name is read back from those siblings."""
    calls = []
    for args in _walk(root):
        if args.type != "arguments":
            continue
        holder = args.parent
        if holder is None:
            continue
        if holder.type == "argument_part" and holder.parent is not None and holder.parent.type == "selector":
            parts, start, method = [], holder.parent, True
            prev = start.prev_sibling
            while prev is not None:
                if prev.type == "comment":
                    prev = prev.prev_sibling
                    continue
                if prev.type == "selector":
                    sel = prev.named_children[0] if prev.named_children else None
                    if sel is not None and sel.type in ("unconditional_assignable_selector",
                                                        "conditional_assignable_selector"):
                        ident = next((c for c in sel.named_children if c.type == "identifier"), None)
                        parts.insert(0, _text(ident, src) if ident else "")
                        start, prev = prev, prev.prev_sibling
                        continue
                elif prev.type in ("identifier", "type_identifier"):
                    parts.insert(0, _text(prev, src))
                    start, method = prev, False
                break  # anything else: this call is a method on what comes before
            name = ("." if method else "") + ".".join(parts)
        elif holder.type in ("const_object_expression", "new_expression"):
            names = [c for c in holder.named_children if c.type in ("type_identifier", "identifier")]
            if not names:
                continue
            name, start = ".".join(_text(c, src) for c in names), names[0]
        else:
            continue
        named = {}
        for arg in args.named_children:
            if arg.type == "named_argument":
                label = next((c for c in arg.named_children if c.type == "label"), None)
                if label is not None:
                    named[_text(label, src).rstrip(":").strip()] = arg
        calls.append(DartCall(name, start, args, named))
    return calls


FLUTTER_ICON_BUTTONS = {"IconButton", "IconButton.filled", "IconButton.filledTonal", "IconButton.outlined"}
FLUTTER_IMAGES = {"Image", "Image.asset", "Image.network", "Image.file", "Image.memory"}
FLUTTER_TAPPABLES = {"GestureDetector", "InkWell", "InkResponse"}
# Semantics arguments that give a node the role of a control: the flags, a checked or toggled
# state (a checkbox, a switch), or `role:` (a SemanticsRole)
FLUTTER_ROLE_FLAGS = ("button", "link", "slider", "textField", "keyboardKey")
FLUTTER_ROLE_VALUES = ("role", "checked", "toggled")
FLUTTER_LABELS = ("label", "attributedLabel")
FLUTTER_TEXTS = {"Text", "Text.rich", "RichText"}
CHILD_ARGUMENTS = ("child", "children")
# Calls Flutter has deprecated for something current code (a pass example, a recommendation, an
# automated test) should show instead
FLUTTER_DEPRECATED = {
    "SemanticsService.announce": "SemanticsService.announce is deprecated (after Flutter 3.35): use "
                                 "SemanticsService.sendAnnouncement(View.of(context), ...), or a live region",
    "containsSemantics": "containsSemantics is deprecated (after Flutter 3.40): use isSemantics, which "
                         "matches the same given properties",
}


def dart_deprecated(tree: tree_sitter.Tree, src: bytes) -> list[Finding]:
    """The calls of FLUTTER_DEPRECATED in a block of Dart."""
    return [_finding(call.start, src, FLUTTER_DEPRECATED[call.name])
            for call in dart_calls(tree.root_node, src) if call.name in FLUTTER_DEPRECATED]


def dart_findings(tree: tree_sitter.Tree, src: bytes) -> list[Finding]:
    calls = dart_calls(tree.root_node, src)

    def given(call: DartCall, key: str) -> bool:
        v = call.value(key, src)
        return v is not None and v not in EMPTY_DART

    def in_children(inner: DartCall, outer: DartCall) -> bool:
        return any(_inside(inner.args, outer.named[k]) for k in CHILD_ARGUMENTS if k in outer.named)

    findings = []

    def report(call: DartCall, message: str):
        findings.append(_finding(call.start, src, message))

    for call in calls:
        if call.name in FLUTTER_ICON_BUTTONS:
            if not given(call, "tooltip"):
                report(call, f"{call.name} has no tooltip: (its accessible name; a screen reader says only "
                             f"\"button\")")
        elif call.name in FLUTTER_IMAGES:
            if given(call, "semanticLabel") or call.value("excludeFromSemantics", src) == "true":
                continue
            hidden = any(c.name == "ExcludeSemantics" and _inside(call.args, c.args)
                         and c.value("excluding", src) != "false" for c in calls)
            if not hidden:
                report(call, f"{call.name} has neither semanticLabel: nor excludeFromSemantics: true")
        elif call.name == "Semantics" and call.value("header", src) == "true" and not given(call, "headingLevel"):
            report(call, "Semantics(header: true) marks no heading on iOS or Android (Flutter now reads only "
                         "headingLevel there): give headingLevel: 1 to 6")
        elif call.name in FLUTTER_TAPPABLES and given(call, "onTap"):
            if any(c.name in FLUTTER_TEXTS and in_children(c, call) for c in calls):
                continue
            semantics = [c for c in calls if c.name == "Semantics"
                         and (_inside(call.args, c.args) or in_children(c, call))]
            named = [s for s in semantics if any(given(s, k) for k in FLUTTER_LABELS)]
            if any(any(s.value(f, src) == "true" for f in FLUTTER_ROLE_FLAGS)
                   or any(given(s, v) for v in FLUTTER_ROLE_VALUES) for s in named):
                continue
            if named:
                report(call, f"{call.name} with onTap: is inside (or wraps) a Semantics with a label: but no "
                             f"button: true (or other role): announced without a role")
            elif semantics:
                report(call, f"{call.name} with onTap: is inside (or wraps) a Semantics with no label:")
            else:
                report(call, f"{call.name} with onTap: has no name or role: wrap it in Semantics(button: true, "
                             f"label: ...), give it a Text child, or use a real button")
    return findings


# ----------------------------------------------------------------------------- React Native (JSX)

@dataclass
class JsxElement:
    name: str                               # "Pressable", "Animated.Image"
    opening: tree_sitter.Node               # jsx_opening_element or jsx_self_closing_element
    element: tree_sitter.Node               # the whole element, children included
    attrs: dict[str, tree_sitter.Node | None]  # attribute name -> value node (None: a bare attribute)


def jsx_elements(root: tree_sitter.Node, src: bytes) -> list[JsxElement]:
    out = []
    for node in _walk(root):
        if node.type == "jsx_element":
            opening = node.child_by_field_name("open_tag")
        elif node.type == "jsx_self_closing_element":
            opening = node
        else:
            continue
        if opening is None:
            continue
        name_node = opening.child_by_field_name("name")
        if name_node is None:
            continue  # a fragment, <>…</>
        attrs = {}
        for a in opening.named_children:
            if a.type == "jsx_attribute" and a.named_children:
                key = _text(a.named_children[0], src)
                attrs[key] = a.named_children[1] if len(a.named_children) > 1 else None
        out.append(JsxElement(_text(name_node, src), opening, node, attrs))
    return out


def _jsx_value(node: tree_sitter.Node | None, src: bytes) -> str | None:
    """An attribute value as written: a string's content, or an expression's source; a bare
    attribute is `true`."""
    if node is None:
        return "true"
    if node.type == "string":
        return _text(node, src)[1:-1]
    if node.type == "jsx_expression":
        inner = node.named_children[0] if node.named_children else None
        if inner is None:
            return ""
        if inner.type in ("string", "template_string") and not any(
                c.type == "template_substitution" for c in inner.named_children):
            return _text(inner, src)[1:-1]
        return _text(inner, src)
    return _text(node, src)


EMPTY_JSX = {"", "null", "undefined", "false"}
RN_TOUCHABLES = {"Pressable", "TouchableOpacity", "TouchableHighlight", "TouchableWithoutFeedback",
                 "TouchableNativeFeedback"}
RN_IMAGES = {"Image", "Animated.Image"}
RN_TEXT_INPUTS = {"TextInput", "Animated.TextInput"}
RN_TEXTS = {"Text", "Animated.Text"}


def jsx_findings(tree: tree_sitter.Tree, src: bytes) -> list[Finding]:
    elements = jsx_elements(tree.root_node, src)

    def given(el: JsxElement, *keys: str, empty=EMPTY_JSX) -> bool:
        return any(k in el.attrs and (_jsx_value(el.attrs[k], src) or "").strip() not in empty for k in keys)

    def has_text_child(el: JsxElement) -> bool:
        for t in elements:
            if t.name in RN_TEXTS and t.element is not el.element and _inside(t.element, el.element) \
                    and t.element.type == "jsx_element":
                if any(c.type == "jsx_expression" or (c.type == "jsx_text" and _text(c, src).strip())
                       for c in t.element.named_children):
                    return True
        return False

    findings = []

    def report(el: JsxElement, message: str):
        findings.append(_finding(el.opening, src, message))

    for el in elements:
        if el.name in RN_TOUCHABLES:
            role = given(el, "accessibilityRole", "role", empty=EMPTY_JSX | {"none"})
            name = given(el, "accessibilityLabel", "aria-label") or has_text_child(el)
            missing = [w for w, ok in (("role (accessibilityRole= or role=)", role),
                                       ("name (accessibilityLabel=, aria-label= or a <Text> child)", name))
                       if not ok]
            if missing:
                report(el, f"<{el.name}> has no {' and no '.join(missing)}")
        elif el.name in RN_IMAGES:
            if given(el, "accessibilityLabel", "alt", "aria-label"):
                continue
            def value(key):
                return _jsx_value(el.attrs[key], src) if key in el.attrs else None
            if value("aria-hidden") == "true" or (
                    value("accessible") == "false" and value("importantForAccessibility") in ("no", "no-hide-descendants")):
                continue
            report(el, f"<{el.name}> has no accessibilityLabel= or alt=, and is not hidden (accessible={{false}} "
                       f"with importantForAccessibility=\"no\", or aria-hidden)")
        elif el.name in RN_TEXT_INPUTS:
            if not given(el, "accessibilityLabel", "aria-label", "aria-labelledby", "accessibilityLabelledBy"):
                report(el, f"<{el.name}> has no label (accessibilityLabel=, aria-label=, aria-labelledby= or "
                           f"accessibilityLabelledBy=)")
    return findings
