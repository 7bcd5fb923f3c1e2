// The browser tests' view into the web app: C functions they call with
// Module.ccall (tests/web/*.mjs, bench/web_visit_bench.mjs,
// tools/web_screenshots.mjs). Linked into the test build only
// (sh-narrator-web-test, cmake/Web.cmake; tools/web.sh test puts it in
// build-web/test-site/): the product site exports none of them, which
// tests/web/check_exports.sh checks.
#include "app/panel.h"
#include "platform/web/web_table.h"
#include "session/catalogue.h"
#include "session/game_log.h"
#include "session/log_error_text.h"
#include "session/state_report.h"

#include <emscripten.h>
#include <nlohmann/json.hpp>

#include <optional>
#include <sstream>
#include <string>

namespace {

std::string returned; // the text the last call returned: valid until the next call

const char* give(std::string text) {
    returned = std::move(text);
    return returned.c_str();
}

shn::TableShell* shell() {
    return shn::web::web_table().shell.get();
}

} // namespace

extern "C" {

/// The stored autosave replayed as `--replay` prints it: one JSON object
/// (session/state_report.h), or "error: ..." when it does not replay.
EMSCRIPTEN_KEEPALIVE const char* shn_replay_autosave() {
    const std::optional<std::string> text =
        shn::web::web_table().storage.store().read(shn::web::kAutosave);
    const shn::Catalogue catalogue = shn::Catalogue::load(shn::web::kDataDirectory, "en");
    if (!text) return give("error: " + catalogue.text("log.cannot_open"));
    std::istringstream in(*text);
    const shn::LogReadResult loaded = shn::GameLog::read(in);
    if (loaded.error || !loaded.log)
        return give("error: " + shn::describe_log_error(loaded, catalogue));
    return give(shn::state_report(loaded.log->history().state(), loaded.log->roster()).dump() +
                "\n");
}

/// The top screen's tap targets as a JSON array of {x, y, w, h, label,
/// ready} in canvas pixels, so a test taps buttons by what they say.
EMSCRIPTEN_KEEPALIVE const char* shn_tap_targets() {
    nlohmann::json targets = nlohmann::json::array();
    if (shell() && shell()->app().stack().top())
        for (const shn::Panel::TapTarget& target : shell()->app().stack().top()->tap_targets())
            targets.push_back({{"x", target.box.x},
                               {"y", target.box.y},
                               {"w", target.box.w},
                               {"h", target.box.h},
                               {"label", target.label},
                               // A tap now would act (not a target just shown: TapGuard).
                               {"ready", shell()->tap_would_act(target.box.x + target.box.w / 2,
                                                                target.box.y + target.box.h / 2)}});
    return give(targets.dump());
}

/// The texts the last frame drew, each with its box (a toggle is found
/// beside its row's words, as the table robot does).
EMSCRIPTEN_KEEPALIVE const char* shn_drawn_texts() {
    nlohmann::json texts = nlohmann::json::array();
    if (shell()) {
        const std::vector<std::string>& drawn = shell()->drawn_texts();
        const std::vector<shn::Rect>& boxes = shell()->drawn_text_boxes();
        for (std::size_t index = 0; index < drawn.size() && index < boxes.size(); ++index)
            texts.push_back({{"text", drawn[index]},
                             {"x", boxes[index].x},
                             {"y", boxes[index].y},
                             {"w", boxes[index].w},
                             {"h", boxes[index].h}});
    }
    return give(texts.dump());
}

/// The message line the table shows now (a refusal, a save warning), in
/// the table's language.
EMSCRIPTEN_KEEPALIVE const char* shn_message() {
    return shell() ? shell()->app().messages().text().c_str() : "";
}

/// 1 while a recorded line plays through the browser's audio (the sound
/// device open and unlocked, the clip found).
EMSCRIPTEN_KEEPALIVE int shn_speaking() {
    return shell() && shell()->app().announcer().device().speaking() ? 1 : 0;
}

/// The clip file that speaks the narration line being said ("" when none):
/// whose voice reads it (/sh-narrator/audio/LANGUAGE/NARRATOR/KEY.opus).
EMSCRIPTEN_KEEPALIVE const char* shn_line_clip() {
    if (!shell()) return "";
    shn::Announcer& announcer = shell()->app().announcer();
    const shn::NarrationSequencer* narration = announcer.narration();
    if (!narration || narration->finished()) return give("");
    return give(announcer.voice().clip(narration->lines()[narration->current()].key).string());
}

/// The index of the narration line being said, or -1.
EMSCRIPTEN_KEEPALIVE int shn_narration_line() {
    if (!shell() || !shell()->app().announcer().narration() ||
        shell()->app().announcer().narration()->finished())
        return -1;
    return int(shell()->app().announcer().narration()->current());
}

/// 1 while IndexedDB is being written (a test waits for it before reloading).
EMSCRIPTEN_KEEPALIVE int shn_storage_busy() {
    return shn::web::web_table().storage.busy() ? 1 : 0;
}

/// How many moves the phone's board shows (-1: none).
EMSCRIPTEN_KEEPALIVE int shn_viewer_moves() {
    if (!shell() || !shell()->app().table().game()) return -1;
    return int(shell()->app().table().game()->log().history().events().size());
}

} // extern "C"
