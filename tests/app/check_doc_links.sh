#!/usr/bin/env bash
# Every link of every Markdown document in the repository points inside it
# (a user who clones the project has nothing beside it) and at a file that
# exists; web addresses are left alone.
#   check_doc_links.sh SOURCE_DIR
set -u
cd "$1" || exit 2
failures=0 checked=0
while IFS= read -r doc; do
  dir=$(dirname "$doc")
  # Markdown links and images: ](target) , without a "#fragment".
  while IFS= read -r target; do
    target=${target%%#*}
    [ -z "$target" ] && continue
    case "$target" in http://* | https://* | mailto:*) continue ;; esac
    checked=$((checked + 1))
    resolved=$(realpath -m "$dir/$target")
    case "$resolved" in
      "$PWD"/*) [ -e "$resolved" ] || { echo "FAIL $doc: $target does not exist"; failures=$((failures + 1)); } ;;
      *) echo "FAIL $doc: $target points outside the repository"; failures=$((failures + 1)) ;;
    esac
  done < <(grep -o '](\([^)]*\))' "$doc" | sed -e 's/^](//' -e 's/)$//')
done < <(find . -name '*.md' -not -path './build*' -not -path '*/node_modules/*' -not -path './.git/*')
echo "document links: $((checked - failures)) passed, $failures failed"
[ "$failures" -eq 0 ]
