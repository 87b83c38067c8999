#!/usr/bin/env python3
"""Writes a synthetic Crosswalk corpus of N guidelines in the real content format.

    python3 bench/generate.py --size 2000 --out bench/.corpus/2000

Deterministic for a given size and seed. The corpus spreads N guidelines over five
standards with source categories; each guideline has a 600-900 word body (summary, iOS,
Android and HTML techniques with fenced Swift, Objective-C, Kotlin, XML and HTML code, a
test procedure, notes) drawn from an accessibility vocabulary, and one to three WCAG 2.0
mappings; a tenth are also mapped directly to a guideline of the next standard. The shared
vocabularies and the WCAG catalogue are copied from the repository's Content/, so
`crosswalk check` accepts the corpus.
"""
import argparse
import os
import random
import shutil

import yaml

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STANDARDS = ["std-a", "std-b", "std-c", "std-d", "std-e"]
CATEGORIES = ["perceivable", "operable", "understandable", "robust"]

NOUNS = """button label control element image icon screen view field form link heading list table menu
dialog alert notification gesture swipe tap target focus order keyboard switch caption subtitle transcript
video audio track slider toggle checkbox tab panel region landmark page title state value role trait hint
description alternative text contrast colour font size layout orientation timeout session error message
instruction content section container group item row cell toolbar carousel banner map chart graph""".split()
VERBS = """announce expose describe label group focus activate dismiss resize zoom read navigate select
reveal hide update notify confirm validate explain present provide ensure support adjust restore extend
pause stop skip move""".split()
ADJECTIVES = """accessible visible clear concise descriptive consistent predictable logical custom standard
native decorative informative interactive dynamic hidden active inactive selected disabled required
optional large small narrow wide short long""".split()
PEOPLE = """screen reader users, people who use VoiceOver, people who use TalkBack, keyboard users,
people with low vision, people who magnify the screen, people with tremor, switch users,
people who cannot hear the audio, older people, people with cognitive impairments""".split(",")
APIS = """accessibilityLabel accessibilityHint accessibilityTraits accessibilityValue isAccessibilityElement
UIAccessibilityPostNotification UIAccessibilityTraitButton UIAccessibilityTraitSelected
UIAccessibilityContainer accessibilityElements contentDescription importantForAccessibility
announceForAccessibility AccessibilityNodeInfo AccessibilityDelegate labelFor stateDescription
setContentDescription aria-label aria-live aria-describedby aria-expanded""".split()
TOPICS = None  # filled from Content/topics.yaml
CRITERIA = None  # filled from Content/wcag-2.0/criteria.yaml


def sentence(rng, words=14):
    parts = []
    for i in range(words):
        pick = rng.random()
        if pick < 0.45:
            parts.append(rng.choice(NOUNS))
        elif pick < 0.7:
            parts.append(rng.choice(VERBS))
        elif pick < 0.85:
            parts.append(rng.choice(ADJECTIVES))
        elif pick < 0.93:
            parts.append(rng.choice(["the", "a", "each", "every", "its", "their", "with", "for", "when", "so that"]))
        else:
            parts.append("`" + rng.choice(APIS) + "`")
    text = " ".join(parts)
    if rng.random() < 0.3:
        text += ", for " + rng.choice(PEOPLE).strip()
    return text[0].upper() + text[1:] + "."


def paragraph(rng, sentences):
    return " ".join(sentence(rng, rng.randint(10, 18)) for _ in range(sentences))


def swift(rng):
    name = rng.choice(NOUNS)
    label = " ".join(rng.choice(NOUNS) for _ in range(2)).capitalize()
    return f"""let {name}Button = UIButton(type: .system)
{name}Button.accessibilityLabel = NSLocalizedString("{label}", comment: "")
{name}Button.accessibilityHint = NSLocalizedString("{sentence(rng, 5)}", comment: "")
{name}Button.accessibilityTraits.insert(.button)
UIAccessibility.post(notification: .layoutChanged, argument: {name}Button)"""


def objc(rng):
    name = rng.choice(NOUNS)
    return f"""UIButton *{name}Button = [UIButton buttonWithType:UIButtonTypeSystem];
{name}Button.accessibilityLabel = NSLocalizedString(@"{rng.choice(NOUNS).capitalize()}", nil);
{name}Button.accessibilityTraits |= UIAccessibilityTraitButton;
UIAccessibilityPostNotification(UIAccessibilityScreenChangedNotification, {name}Button);"""


def kotlin(rng):
    name = rng.choice(NOUNS)
    return f"""val {name}View = findViewById<View>(R.id.{name})
{name}View.contentDescription = getString(R.string.{name}_description)
ViewCompat.setStateDescription({name}View, getString(R.string.{rng.choice(ADJECTIVES)}))
{name}View.importantForAccessibility = View.IMPORTANT_FOR_ACCESSIBILITY_YES
{name}View.announceForAccessibility(getString(R.string.{name}_updated))"""


def xml(rng):
    name = rng.choice(NOUNS)
    return f"""<ImageButton
    android:id="@+id/{name}"
    android:layout_width="48dp"
    android:layout_height="48dp"
    android:contentDescription="@string/{name}_description"
    android:importantForAccessibility="yes" />"""


def html(rng):
    name = rng.choice(NOUNS)
    return f"""<button type="button" aria-expanded="false" aria-controls="{name}-panel">
  {rng.choice(NOUNS).capitalize()} {name}
</button>
<div id="{name}-panel" role="region" aria-live="polite" hidden>
  <p>{sentence(rng, 8)}</p>
</div>"""


def guideline(rng, standard, number):
    level = rng.choice(["must", "must", "should"])
    modal = "MUST" if level == "must" else "SHOULD"
    title = " ".join(rng.choice(ADJECTIVES + NOUNS) for _ in range(rng.randint(2, 4))).capitalize()
    subject = rng.choice(NOUNS)
    statement = f"Each {subject} {modal} be {rng.choice(ADJECTIVES)} to {rng.choice(PEOPLE).strip()} and {rng.choice(VERBS)} its {rng.choice(NOUNS)}"
    front = {
        "number": str(number),
        "title": title,
        "statement": statement,
        "level": level,
        "category": rng.choice(CATEGORIES),
        "topics": rng.sample(TOPICS, rng.randint(1, 3)),
        "roles": {"originates_with": ["design"], "implemented_by": ["development"]},
        "platforms": ["ios", "android", "html"],
        "users": rng.sample(["blind", "low-vision", "mobility", "cognitive", "deaf-hard-of-hearing"], 2),
    }
    body = f"""
## Summary

{paragraph(rng, rng.randint(6, 8))}

{paragraph(rng, rng.randint(4, 5))}

## iOS

{paragraph(rng, rng.randint(3, 5))}

### Pass example

{sentence(rng, 12)}

```swift
{swift(rng)}
```

### Failure example

```objc
{objc(rng)}
```

### Pass example (editorial)

SwiftUI: {sentence(rng, 10)}

```swift
Button(action: {{ activate() }}) {{ Image(systemName: "{rng.choice(NOUNS)}") }}
    .accessibilityLabel("{rng.choice(NOUNS).capitalize()}")
    .accessibilityAddTraits(.isButton)
```

## Android

{paragraph(rng, rng.randint(3, 5))}

### Pass example

```xml
{xml(rng)}
```

```kotlin
{kotlin(rng)}
```

### Failure example

{sentence(rng, 10)}

```xml
<ImageView android:src="@drawable/{rng.choice(NOUNS)}" />
```

## HTML

{paragraph(rng, rng.randint(3, 4))}

### Pass example

```html
{html(rng)}
```

## Testing

### Procedure

""" + "\n".join(f"{i}. {sentence(rng, rng.randint(8, 14))}" for i in range(1, rng.randint(5, 7))) + f"""

### Expected result

- {sentence(rng, 12)}
- {sentence(rng, 10)}

## Notes

{paragraph(rng, rng.randint(4, 6))}
"""
    return front, body


def write_yaml(path, data):
    with open(path, "w") as out:
        yaml.safe_dump(data, out, sort_keys=False, allow_unicode=True, width=100)


def main():
    global TOPICS, CRITERIA
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int, required=True)
    parser.add_argument("--out", required=True)
    parser.add_argument("--seed", type=int, default=2013)
    args = parser.parse_args()
    rng = random.Random(args.seed)

    content = os.path.join(args.out, "Content")
    mappings = os.path.join(args.out, "Mappings")
    shutil.rmtree(args.out, ignore_errors=True)
    os.makedirs(mappings)
    source = os.path.join(ROOT, "Content")
    for name in ["topics.yaml", "user-groups.yaml", "glossary.yaml"]:
        os.makedirs(content, exist_ok=True)
        shutil.copy(os.path.join(source, name), os.path.join(content, name))
    shutil.copytree(os.path.join(source, "search"), os.path.join(content, "search"))
    shutil.copytree(os.path.join(source, "wcag-2.0"), os.path.join(content, "wcag-2.0"))
    TOPICS = [t["id"] for t in yaml.safe_load(open(os.path.join(source, "topics.yaml")))]
    catalogue = yaml.safe_load(open(os.path.join(source, "wcag-2.0", "criteria.yaml")))
    CRITERIA = [c["number"] for p in catalogue["principles"] for g in p["guidelines"] for c in g["criteria"]]

    # The glossary names bbc-2013 as the source of its terms, so the corpus keeps a tiny bbc-2013.
    standards = STANDARDS + ["bbc-2013"]
    for index, standard in enumerate(standards):
        folder = os.path.join(content, standard)
        os.makedirs(folder)
        write_yaml(os.path.join(folder, "standard.yaml"), {
            "title": f"Synthetic standard {standard}", "short_name": standard.upper(), "publisher": "Crosswalk benchmark",
            "region": "Nowhere", "version": "1.0", "date": "2024-01-01", "status": "final",
            "source": "Generated by bench/generate.py", "licence": "Synthetic text for benchmarks.",
            "description": "A synthetic standard for measuring Crosswalk.",
            "strength": {"must": "MUST", "should": "SHOULD"},
            "categories": [{"id": c, "title": c.capitalize()} for c in CATEGORIES],
        })

    counts = {s: 0 for s in STANDARDS}
    wcag = {s: [] for s in STANDARDS}
    direct = {s: [] for s in STANDARDS}
    for n in range(args.size):
        standard = STANDARDS[n % len(STANDARDS)]
        counts[standard] += 1
        number = counts[standard]
        front, body = guideline(rng, standard, number)
        with open(os.path.join(content, standard, f"{number}-g.md"), "w") as out:
            out.write("---\n" + yaml.safe_dump(front, sort_keys=False, allow_unicode=True, width=100) + "---\n" + body)
        for criterion in rng.sample(CRITERIA, rng.randint(1, 3)):
            wcag[standard].append({
                "source": f"{standard}/{number}", "target": f"wcag-2.0/{criterion}",
                "relationship": rng.choice(["intersects-with", "intersects-with", "subset-of", "superset-of", "equivalent-to"]),
                "rationale": "semantic", "confidence": rng.choice(["high", "medium", "low"]), "method": "editorial",
                "remarks": sentence(rng, 10)})
    for i, standard in enumerate(STANDARDS):
        other = STANDARDS[(i + 1) % len(STANDARDS)]
        for number in range(1, min(counts[standard], counts[other]) + 1, 10):
            direct[standard].append({
                "source": f"{standard}/{number}", "target": f"{other}/{number}", "relationship": "intersects-with",
                "rationale": "semantic", "confidence": "medium", "method": "editorial", "remarks": sentence(rng, 8)})
        write_yaml(os.path.join(mappings, f"{standard}--wcag-2.0.yaml"), {"source": standard, "target": "wcag-2.0", "mappings": wcag[standard]})
        if direct[standard]:
            write_yaml(os.path.join(mappings, f"{standard}--{other}.yaml"), {"source": standard, "target": other, "mappings": direct[standard]})
    print(f"wrote {args.size} guidelines to {args.out}")


if __name__ == "__main__":
    main()
