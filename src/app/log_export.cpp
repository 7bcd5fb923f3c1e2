#include "app/log_export.h"

#include "app/message_line.h"
#include "session/catalogue.h"

namespace shn {

void LogExport::hand_over(const std::string& name, const std::string& text) {
    if (!exporter_) { // a platform that exports nothing (a headless render)
        messages_.replace(catalogue_.format("ui.games.export_failed", {{"detail", ""}}));
        return;
    }
    const Exported done = exporter_(name, ".jsonl", text);
    const std::string detail = catalogue_.text(std::string(disk_problem_key(done.problem)));
    messages_.replace(catalogue_.format(done.key, {{"file", done.file}, {"detail", detail}}));
}

void LogExport::hand_over_voice(const std::string& name, const std::string& pack) {
    if (!exporter_) {
        messages_.replace(catalogue_.format("ui.voices.export_failed", {{"detail", ""}}));
        return;
    }
    Exported done = exporter_(name, ".shnvoice", pack);
    if (done.key.starts_with("ui.games.")) done.key = "ui.voices." + done.key.substr(9);
    const std::string detail = catalogue_.text(std::string(disk_problem_key(done.problem)));
    messages_.replace(catalogue_.format(done.key, {{"file", done.file}, {"detail", detail}}));
}

} // namespace shn
